// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SiteHeader } from './site-header';

function renderHeader(path = '/') {
  const Stub = createRoutesStub([
    { path: '/', Component: SiteHeader },
    { path: '/services/:slug', Component: SiteHeader },
    { path: '/portfolio', Component: SiteHeader },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

const servicesButton = () => screen.getByRole('button', { name: 'Our Services' });

describe('SiteHeader services dropdown', () => {
  it('opens and closes by click, telling its state through aria-expanded', async () => {
    const user = userEvent.setup();
    renderHeader();
    expect(servicesButton()).toHaveAttribute('aria-expanded', 'false');
    await user.click(servicesButton());
    expect(servicesButton()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Innovative solutions for a digital-first world')).toBeVisible();
    await user.click(servicesButton());
    expect(servicesButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and returns focus to its button', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(servicesButton());
    await user.keyboard('{Escape}');
    expect(servicesButton()).toHaveAttribute('aria-expanded', 'false');
    expect(servicesButton()).toHaveFocus();
  });

  it('closes on a press outside it', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(servicesButton());
    fireEvent.pointerDown(document.body);
    expect(servicesButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when a service link navigates and marks that page as current', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(servicesButton());
    const panel = document.getElementById(servicesButton().getAttribute('aria-controls') ?? '');
    const link = [...(panel?.querySelectorAll('a') ?? [])].find((a) =>
      a.textContent?.includes('Email Marketing'),
    );
    expect(link).toBeDefined();
    await user.click(link!);
    expect(servicesButton()).toHaveAttribute('aria-expanded', 'false');
    const current = document.querySelectorAll('[aria-current="page"]');
    expect([...current].some((a) => a.getAttribute('href') === '/services/email-marketing')).toBe(
      true,
    );
  });
});

describe('SiteHeader mobile menu', () => {
  it('toggles between Open menu and Close menu and expands the services list on its own', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const close = screen.getByRole('button', { name: 'Close menu' });
    expect(close).toHaveAttribute('aria-expanded', 'true');
    expect(document.documentElement.style.overflow).toBe('hidden');

    const subToggle = screen.getAllByRole('button', { name: 'Our Services' }).at(-1)!;
    expect(subToggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(subToggle);
    expect(subToggle).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(subToggle.getAttribute('aria-controls') ?? '');
    expect(list?.querySelectorAll('a')).toHaveLength(6);

    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('closes when a link navigates', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = document.getElementById(
      screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-controls') ?? '',
    );
    const portfolio = [...(menu?.querySelectorAll('a') ?? [])].find(
      (a) => a.textContent === 'Portfolio',
    );
    await user.click(portfolio!);
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
