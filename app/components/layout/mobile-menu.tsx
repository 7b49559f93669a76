import ChevronDown from 'lucide-react/icons/chevron-down';
import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { getStartedLink, headerLinks, servicesDropdownText } from '~/content/navigation';
import { services } from '~/content/services';
import { useDismiss, useOpenUntilNavigation } from './use-dismiss';

/** The small-screen menu: a toggle, the page links and an independently expanding services list. */
export function MobileMenu() {
  const [open, setOpen] = useOpenUntilNavigation();
  const [servicesOpen, setServicesOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const servicesId = useId();

  const dismiss = useCallback(
    (reason: 'escape' | 'outside') => {
      setOpen(false);
      if (reason === 'escape') toggle.current?.focus();
    },
    [setOpen],
  );
  useDismiss(open, container, dismiss);

  useEffect(() => {
    if (!open) return;
    const previous = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';
    return () => {
      document.documentElement.style.overflow = previous;
    };
  }, [open]);

  const linkClass =
    'flex min-h-12 items-center rounded-xl px-4 text-base font-semibold text-slate-800 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700';

  return (
    <div ref={container} className="lg:hidden">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen(!open)}
        className="flex size-11 items-center justify-center rounded-full text-slate-800 hover:bg-slate-100"
      >
        {open ? (
          <X aria-hidden="true" className="size-6" />
        ) : (
          <Menu aria-hidden="true" className="size-6" />
        )}
      </button>
      <nav
        id={panelId}
        aria-label="Main"
        hidden={!open}
        className="fixed inset-x-0 top-[4.5rem] bottom-0 z-40 overflow-y-auto overscroll-contain border-t border-slate-200 bg-white px-4 pt-4 pb-10"
      >
        <ul className="space-y-1">
          <li>
            <NavLink to="/" end className={linkClass} onClick={() => setOpen(false)}>
              Home
            </NavLink>
          </li>
          <li>
            <button
              type="button"
              aria-expanded={servicesOpen}
              aria-controls={servicesId}
              onClick={() => setServicesOpen(!servicesOpen)}
              className={`${linkClass} w-full justify-between`}
            >
              {servicesDropdownText.title}
              <ChevronDown
                aria-hidden="true"
                className={`size-5 transition-transform ${servicesOpen ? 'rotate-180' : ''}`}
              />
            </button>
            <ul
              id={servicesId}
              hidden={!servicesOpen}
              className="mt-1 mb-2 ml-4 space-y-1 border-l-2 border-brand-100 pl-3"
            >
              {services.map((service) => (
                <li key={service.slug}>
                  <NavLink
                    to={service.href}
                    onClick={() => setOpen(false)}
                    className="flex min-h-11 items-center rounded-lg px-3 text-[0.9375rem] text-slate-700 hover:bg-slate-100 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700"
                  >
                    {service.title}
                  </NavLink>
                </li>
              ))}
            </ul>
          </li>
          {headerLinks.slice(1).map((link) => (
            <li key={link.href}>
              <NavLink to={link.href} className={linkClass} onClick={() => setOpen(false)}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <NavLink
          to={getStartedLink.href}
          onClick={() => setOpen(false)}
          className="mt-6 flex min-h-12 items-center justify-center rounded-full bg-brand-600 text-base font-semibold text-white hover:bg-brand-700"
        >
          {getStartedLink.label}
        </NavLink>
      </nav>
    </div>
  );
}
