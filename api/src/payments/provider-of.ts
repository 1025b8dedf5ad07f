/** The payment provider of a running api: today always the local test provider. */
import type { AppServices } from '../context';
import { TestPaymentProvider } from './test-provider';

const providers = new WeakMap<AppServices, TestPaymentProvider>();

export function paymentProviderOf(services: AppServices): TestPaymentProvider {
  let provider = providers.get(services);
  if (!provider) {
    provider = new TestPaymentProvider(services.paymentSecret, services.config.apiPublicUrl);
    providers.set(services, provider);
  }
  return provider;
}
