/** The country select of SPEC section 3 (Nederland, België, ..., Caribisch Nederland, Suriname). */
import { COUNTRY_OPTIONS } from '@portal/shared/options';
import { FORM_TEXT } from '../messages';
import type { BaseFieldProps } from './field-props';
import { SearchSelectField } from './search-select-field';
import type { SelectFieldProps } from './select-field';

export interface CountrySelectFieldProps extends Omit<BaseFieldProps, 'label'> {
  label?: BaseFieldProps['label'];
  allowClear?: boolean;
  onValueChange?: SelectFieldProps['onValueChange'];
}

export function CountrySelectField({ label = FORM_TEXT.country, ...props }: CountrySelectFieldProps) {
  return <SearchSelectField {...props} label={label} options={COUNTRY_OPTIONS} autoComplete="country-name" />;
}
