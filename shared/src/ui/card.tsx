import type { ReactNode, Ref } from 'react';
import './card.css';

export interface CardProps {
  /** The card's heading, shown once: in its title bar. */
  title: ReactNode;
  /** The heading's level in the page (an h2 below the screen's h1 unless said otherwise). */
  level?: 2 | 3;
  /** Sets the heading's id, for a section labelled by it. */
  titleId?: string;
  /** The heading itself, for a screen that moves focus to it (after the card's content changed). */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/**
 * A bordered block with a title bar, as antd's Card draws it, as plain HTML and CSS: antd's Card brings
 * its Tabs, Menu and Dropdown along. The title is a real heading, so a card needs no second heading
 * inside it (issue 36: 'Downloaden en bestellen' above 'Nieuwe registerpas bestellen').
 */
export function Card({ title, level = 2, titleId, headingRef, children }: CardProps) {
  const Heading = `h${level}` as const;
  return (
    <section className="portal-panel" aria-labelledby={titleId}>
      <Heading id={titleId} ref={headingRef} className="portal-panel__head">
        {title}
      </Heading>
      <div className="portal-panel__body">{children}</div>
    </section>
  );
}
