// @vitest-environment happy-dom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatCounter } from './stat-counter';

function renderStat(value: number, suffix: string) {
  const { container } = render(
    <StatCounter stat={{ value, suffix, label: 'Projects completed' }} />,
  );
  const animated = container.querySelector<HTMLElement>('[data-count-up]');
  const spoken = container.querySelector<HTMLElement>('.sr-only');
  expect(animated).not.toBeNull();
  expect(spoken).not.toBeNull();
  return { container, animated: animated!, spoken: spoken! };
}

describe('StatCounter', () => {
  it('puts the final figure in the HTML, so it shows without any script', () => {
    const { animated } = renderStat(200, '+');
    expect(animated.textContent).toBe('200+');
  });

  it('gives the count-up script the value and suffix as data attributes', () => {
    const { animated } = renderStat(98, '%');
    expect(animated).toHaveAttribute('data-count-up', '98');
    expect(animated).toHaveAttribute('data-count-suffix', '%');
  });

  it('keeps an empty suffix attribute for a figure without one, such as a year', () => {
    const { animated } = renderStat(2015, '');
    expect(animated).toHaveAttribute('data-count-suffix', '');
    expect(animated.textContent).toBe('2015');
  });

  it('hides the animated figure from screen readers, which read a steady final copy', () => {
    const { animated, spoken, container } = renderStat(200, '+');
    expect(animated).toHaveAttribute('aria-hidden', 'true');
    expect(spoken.textContent).toBe('200+');
    expect(spoken).not.toHaveAttribute('aria-hidden');
    expect(spoken).not.toHaveAttribute('data-count-up');
    expect(animated).not.toContainElement(spoken);
    expect(container.querySelectorAll('[data-count-up]')).toHaveLength(1);
  });
});
