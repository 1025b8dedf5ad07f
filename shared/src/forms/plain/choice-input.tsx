/**
 * The portal's checkbox and radio button: the browser's own input beside its text inside one label
 * (choice-input.css), instead of antd's Checkbox and Radio: the same look on every screen, a 24 px
 * target, and no antd on the screens that have no other use for it.
 */
import type { InputHTMLAttributes, ReactNode } from 'react';
import './choice-input.css';

export interface ChoiceInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  type: 'checkbox' | 'radio';
  children: ReactNode;
}

export function ChoiceInput({ type, children, className, ...input }: ChoiceInputProps) {
  return (
    <label className={className ? `portal-choice ${className}` : 'portal-choice'}>
      <input type={type} className="portal-choice__input" {...input} />
      <span className="portal-choice__text">{children}</span>
    </label>
  );
}
