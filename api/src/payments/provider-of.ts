/**
 * The payment provider of a running api: the local test provider only when PAYMENT_PROVIDER=test
 * (its checkout page lets the payer choose the outcome), Mollie with PAYMENT_PROVIDER=mollie;
 * otherwise none, and paying says so.
 */
import type { AppServices } from '../context';
import { MolliePaymentProvider } from './mollie-provider';
import { TestPaymentProvider } from './test-provider';

type Provider = TestPaymentProvider | MolliePaymentProvider;

const providers = new WeakMap<AppServices, Provider>();

export const NO_PAYMENT_PROVIDER_MESSAGE =
  'Online betalen is op dit moment niet mogelijk. Neem contact op met het register om je factuur te betalen.';

function createProvider(services: AppServices): Provider | null {
  const { config } = services;
  if (config.paymentProvider === 'test')
    return new TestPaymentProvider(services.paymentSecret, config.apiPublicUrl);
  if (config.paymentProvider === 'mollie' && config.mollie)
    return new MolliePaymentProvider(config.mollie, config.apiPublicUrl, config.portalUrl);
  return null;
}

export function paymentProviderOf(services: AppServices): Provider | null {
  let provider = providers.get(services);
  if (!provider) {
    const created = createProvider(services);
    if (!created) return null;
    provider = created;
    providers.set(services, provider);
  }
  return provider;
}

/** The test provider's own pages exist only while it is the configured provider. */
export function testProviderOf(services: AppServices): TestPaymentProvider | null {
  const provider = paymentProviderOf(services);
  return provider instanceof TestPaymentProvider ? provider : null;
}

export function mollieProviderOf(services: AppServices): MolliePaymentProvider | null {
  const provider = paymentProviderOf(services);
  return provider instanceof MolliePaymentProvider ? provider : null;
}
