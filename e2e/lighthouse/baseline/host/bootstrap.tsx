import { lazy, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

// The remote is found at run time from its manifest, as the portal's host finds its remotes.
registerRemotes([{ name: 'baseline_remote', entry: `${window.location.origin}/remote/mf-manifest.json` }]);

const Greeting = lazy(async () => {
  const module = await loadRemote<{ default: ComponentType }>('baseline_remote/greeting');
  if (!module) throw new Error('De remote van de basislijn laadde niet');
  return module;
});

createRoot(document.getElementById('root')!).render(
  <main>
    <h1>Basislijn</h1>
    <Suspense fallback={<p>Laden...</p>}>
      <Greeting />
    </Suspense>
  </main>,
);
