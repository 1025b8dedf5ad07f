import type { Ref } from 'react';
import { Link } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';
import { REGISTER, REGISTER_LINKS } from '@portal/shared/options';

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** Logo, menu button and the four columns of SPEC section 2 (Footer); outside links open a new tab. */
export function PortalFooter({
  onToggleMenu,
  showMenuButton,
  menuOpen,
  menuButtonRef,
}: {
  onToggleMenu: () => void;
  showMenuButton: boolean;
  menuOpen: boolean;
  menuButtonRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <footer className="portal-footer">
      <div className="portal-footer-top">
        <Link to={hrefFor('home')} className="portal-logo" aria-label="Mijn SKJ, naar de startpagina">
          <span aria-hidden="true">SKJ</span>
        </Link>
        {showMenuButton && (
          <button
            ref={menuButtonRef}
            type="button"
            className="portal-menu-button"
            onClick={onToggleMenu}
            aria-controls="portal-drawer"
            aria-expanded={menuOpen}
          >
            Menu
          </button>
        )}
      </div>
      <div className="portal-footer-columns">
        <section aria-labelledby="footer-address">
          <h2 id="footer-address">{REGISTER.name}</h2>
          <address>
            {REGISTER.postalAddress.map((line, index) => (
              <span key={line}>
                {index > 0 && <br />}
                {line}
              </span>
            ))}
          </address>
        </section>
        <section aria-labelledby="footer-help">
          <h2 id="footer-help">Hulp</h2>
          <ul>
            <li>
              <a href={REGISTER_LINKS.faq} {...external}>
                Veelgestelde vragen
              </a>
            </li>
            <li>
              <a href={REGISTER_LINKS.contact} {...external}>
                Contactformulier
              </a>
            </li>
            <li>
              <a href={REGISTER_LINKS.directDebitForm} {...external}>
                Machtigingsformulier automatische incasso (professionals)
              </a>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-more">
          <h2 id="footer-more">Meer</h2>
          <ul>
            <li>
              <a href={REGISTER_LINKS.helpCentre} {...external}>
                Helpcentrum
              </a>
            </li>
            <li>
              <a href={REGISTER_LINKS.disclaimer} {...external}>
                Disclaimer
              </a>
            </li>
            <li>
              <a href={REGISTER_LINKS.privacy} {...external}>
                Privacyverklaring
              </a>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social">Volg ons</h2>
          <ul className="portal-footer-social">
            <li>
              <a href={REGISTER_LINKS.facebook} {...external}>
                Facebook
              </a>
            </li>
            <li>
              <a href={REGISTER_LINKS.linkedIn} {...external}>
                LinkedIn
              </a>
            </li>
            <li>
              <a href={REGISTER_LINKS.twitter} {...external}>
                Twitter
              </a>
            </li>
          </ul>
        </section>
      </div>
    </footer>
  );
}
