/**
 * The payment provider of a running api: the local test provider only when PAYMENT_PROVIDER=test
 * (its checkout page lets the payer choose the outcome); otherwise none, and paying says so.
 */
import type { AppServices } from '../context';
import { TestPaymentProvider } from './test-provider';

const providers = new WeakMap<AppServices, TestPaymentProvider>();

export const NO_PAYMENT_PROVIDER_MESSAGE =
  'Online betalen is op dit moment niet mogelijk. Neem contact op met het register om je factuur te betalen.';

export function paymentProviderOf(services: AppServices): TestPaymentProvider | null {
  if (services.config.paymentProvider !== 'test') return null;
  let provider = providers.get(services);
  if (!provider) {
    provider = new TestPaymentProvider(services.paymentSecret, services.config.apiPublicUrl);
    providers.set(services, provider);
  }
  return provider;
}
