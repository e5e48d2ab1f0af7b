'use client';

import { SETTINGS } from '@fanlane/shared';
import { useTranslations } from 'next-intl';
import { useAppSelector } from '@/lib/store/hooks';
import { BrandMark } from './brand-mark';
import { LanguageSwitcher } from './language-switcher';
import { MenuLinks } from './menu-link';
import menuLink from './menu-link.module.css';
import { menusFor } from './menus';
import surface from '@/lib/ui/surface.module.css';
import classes from './site-footer.module.css';

export function SiteFooter() {
  const t = useTranslations('nav');
  const { siteName, menus } = useAppSelector((state) => state.ui);
  const loggedIn = useAppSelector((state) => state.auth.loggedIn);
  const footerContent = useAppSelector((state) => state.settings.footerContent);
  const name = siteName || String(SETTINGS.siteName.default);
  const footerMenus = menusFor(menus, 'footer', { loggedIn });

  return (
    <footer className={classes.footer}>
      <div className={classes.container}>
        <div className={classes.about}>
          <div className={classes.brand}>
            <BrandMark size={22} />
            <span className={classes.name}>{name}</span>
          </div>
          {typeof footerContent === 'string' && footerContent.trim() ? (
            <p className={`${surface.text} ${surface.sm} ${surface.dimmed}`}>{footerContent}</p>
          ) : null}
          <p className={`${surface.text} ${surface.xs} ${surface.dimmed}`} suppressHydrationWarning>
            © {new Date().getFullYear()} {name}
          </p>
        </div>
        <div className={classes.end}>
          {footerMenus.length > 0 ? (
            <nav aria-label={t('footer')} className={classes.menus}>
              <MenuLinks menus={footerMenus} className={menuLink.quiet} />
            </nav>
          ) : null}
          <LanguageSwitcher />
        </div>
      </div>
    </footer>
  );
}
