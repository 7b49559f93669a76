import { describe, expect, it } from 'vitest';
import siReact from 'virtual:simple-icon/react';
import { simpleIconModule, simpleIconsPlugin } from './simple-icons-plugin.mjs';

describe('simple-icons plugin', () => {
  it('serves one logo per module: title, brand colour and the URL of its SVG file', () => {
    expect(siReact).toMatchObject({ title: 'React', slug: 'react', hex: '61DAFB' });
    expect(siReact.src).toMatch(/react\.svg$/);
    expect(Object.keys(siReact).sort()).toEqual(['hex', 'slug', 'src', 'title']);
  });

  it('fails the build on a slug simple-icons does not have', () => {
    expect(() => simpleIconModule('no-such-brand')).toThrow(
      /no icon with the slug 'no-such-brand'/,
    );
  });

  it('only answers for its own prefix', () => {
    const plugin = simpleIconsPlugin();
    expect(plugin.resolveId('react')).toBeUndefined();
    expect(plugin.resolveId('virtual:simple-icon/x')).toBe('\0virtual:simple-icon/x');
    expect(plugin.load('\0virtual:simple-icon/x')).toContain("from 'simple-icons/icons/x.svg?url'");
    expect(plugin.load('/app/root.tsx')).toBeUndefined();
  });
});
