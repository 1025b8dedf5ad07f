import type { Ref } from 'react';
import { Link } from '@portal/shared/router';
import { hrefFor } from '@portal/shared/routes';

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
          <h2 id="footer-address">Stichting Kwaliteitsregister Jeugd</h2>
          <address>
            Postbus 85149
            <br />
            3508 AC Utrecht
          </address>
        </section>
        <section aria-labelledby="footer-help">
          <h2 id="footer-help">Hulp</h2>
          <ul>
            <li>
              <a href="https://skjeugd.nl/veelgestelde-vragen/" {...external}>
                Veelgestelde vragen
              </a>
            </li>
            <li>
              <a href="https://skjeugd.nl/contact/" {...external}>
                Contactformulier
              </a>
            </li>
            <li>
              <a href="https://skjeugd.nl/machtigingsformulier-incasso.pdf" {...external}>
                Machtigingsformulier automatische incasso (professionals)
              </a>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-more">
          <h2 id="footer-more">Meer</h2>
          <ul>
            <li>
              <a href="https://informatiebank.skjeugd.nl/" {...external}>
                Helpcentrum
              </a>
            </li>
            <li>
              <a href="https://skjeugd.nl/disclaimer/" {...external}>
                Disclaimer
              </a>
            </li>
            <li>
              <a href="https://skjeugd.nl/privacyverklaring/" {...external}>
                Privacyverklaring
              </a>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social">Volg ons</h2>
          <ul className="portal-footer-social">
            <li>
              <a href="https://www.facebook.com/skjeugd" {...external}>
                Facebook
              </a>
            </li>
            <li>
              <a href="https://www.linkedin.com/company/skjeugd" {...external}>
                LinkedIn
              </a>
            </li>
            <li>
              <a href="https://twitter.com/skjeugd" {...external}>
                Twitter
              </a>
            </li>
          </ul>
        </section>
      </div>
    </footer>
  );
}
