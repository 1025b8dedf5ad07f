import { CheckboxField, MultiStepForm, TextField, type FieldErrors } from '@portal/shared/forms';
import { DIRECT_DEBIT_MANDATE_RULES } from '@portal/shared/validation';
import { useSignDirectDebitMandate } from '../api/sign-direct-debit-mandate';

type MandateValues = Record<string, unknown>;

/**
 * A new SEPA mandate: account holder, IBAN (checked by ibantools through the shared `iban` rule,
 * the same rule the api runs) and the consent box.
 */
export function MandateForm({ onSigned }: { onSigned: () => Promise<void> }) {
  const sign = useSignDirectDebitMandate();

  const submit = async (values: MandateValues): Promise<FieldErrors | undefined> => {
    const outcome = await sign.run({
      accountHolder: String(values.accountHolder ?? '').trim(),
      iban: String(values.iban ?? '').trim(),
      consent: values.consent === 1 ? 1 : 0,
    });
    if (Object.keys(outcome.fieldErrors).length > 0) return outcome.fieldErrors;
    if (outcome.failed) throw new Error('signDirectDebitMandate failed');
    await onSigned();
    return undefined;
  };

  return (
    <MultiStepForm<MandateValues>
      steps={[
        {
          key: 'machtiging',
          title: 'Machtiging afgeven',
          rules: DIRECT_DEBIT_MANDATE_RULES,
          render: () => (
            <>
              <TextField name="accountHolder" label="Naam rekeninghouder" autoComplete="name" />
              <TextField name="iban" label="IBAN-rekeningnummer" placeholder="NL00 BANK 0123 4567 89" />
              <CheckboxField
                name="consent"
                label="Ik machtig SKJ om de jaarlijkse registratiebijdrage van deze rekening af te schrijven."
                checkedValue={1}
                uncheckedValue={0}
              />
            </>
          ),
        },
      ]}
      initialValues={{ consent: 0 }}
      submitLabel="Machtiging afgeven"
      titledByContainer
      onSubmit={submit}
    />
  );
}
