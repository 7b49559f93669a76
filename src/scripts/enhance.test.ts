// @vitest-environment happy-dom
import {
  afterEach,
  beforeEach,
  describe,
  expect,
  expectTypeOf,
  it,
  type MockInstance,
  vi,
} from 'vitest';
import { dataModule } from '~/lib/data-module';
import { initModules } from './enhance';
import { readyAttribute } from './ready';
import { enhancementModules, type ModuleInit, type ModuleName } from './registry';

/** An element asking for `names` in its `data-module`, put in the page. */
function element(names: string): HTMLElement {
  const created = document.createElement('div');
  created.dataset.module = names;
  document.body.append(created);
  return created;
}

let error: MockInstance<typeof console.error>;

beforeEach(() => {
  error = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
  document.documentElement.removeAttribute(readyAttribute);
});

describe('initModules', () => {
  it('starts each element once with its module, however often it runs', () => {
    const first = element('fake');
    const second = element('fake');
    const fake = vi.fn<ModuleInit>();
    initModules(document, { fake });
    initModules(document, { fake });
    expect(fake.mock.calls).toEqual([[first], [second]]);
    expect(first).toHaveAttribute('data-fake-init');
    expect(second).toHaveAttribute('data-fake-init');
  });

  it('starts an element added later, and only that one, on the next run', () => {
    element('fake');
    const fake = vi.fn<ModuleInit>();
    initModules(document, { fake });
    const later = element('fake');
    initModules(document, { fake });
    expect(fake).toHaveBeenCalledTimes(2);
    expect(fake).toHaveBeenLastCalledWith(later);
  });

  it('starts every module an element names', () => {
    const both = element(' one   two ');
    const one = vi.fn<ModuleInit>();
    const two = vi.fn<ModuleInit>();
    const other = vi.fn<ModuleInit>();
    initModules(document, { one, two, other });
    expect(one).toHaveBeenCalledExactlyOnceWith(both);
    expect(two).toHaveBeenCalledExactlyOnceWith(both);
    expect(other).not.toHaveBeenCalled();
    expect(both).toHaveAttribute('data-one-init');
    expect(both).toHaveAttribute('data-two-init');
  });

  it('logs a module that throws, gives it no init flag, and still starts the others', () => {
    const before = element('fine');
    const broken = element('broken fine');
    const after = element('fine');
    const failure = new Error('no canvas');
    const fine = vi.fn<ModuleInit>();
    const brokenInit = vi.fn<ModuleInit>(() => {
      throw failure;
    });
    expect(() => initModules(document, { broken: brokenInit, fine })).not.toThrow();
    expect(brokenInit).toHaveBeenCalledExactlyOnceWith(broken);
    expect(fine.mock.calls).toEqual([[before], [broken], [after]]);
    expect(broken).not.toHaveAttribute('data-broken-init');
    expect(broken).toHaveAttribute('data-fine-init');
    expect(error).toHaveBeenCalledExactlyOnceWith(
      expect.stringContaining("'broken'"),
      failure,
      broken,
    );
    expect(document.documentElement).toHaveAttribute(readyAttribute, 'true');
  });

  it('logs a name without a module and starts the rest', () => {
    const mixed = element('missing known');
    const known = vi.fn<ModuleInit>();
    initModules(document, { known });
    expect(known).toHaveBeenCalledExactlyOnceWith(mixed);
    expect(mixed).not.toHaveAttribute('data-missing-init');
    expect(error).toHaveBeenCalledExactlyOnceWith(expect.stringContaining("'missing'"), mixed);
  });

  it('starts only the elements inside the root it is given', () => {
    const inside = element('fake');
    const outside = element('fake');
    const root = document.createElement('section');
    root.append(inside);
    document.body.append(root);
    const fake = vi.fn<ModuleInit>();
    initModules(root, { fake });
    expect(fake).toHaveBeenCalledExactlyOnceWith(inside);
    expect(outside).not.toHaveAttribute('data-fake-init');
  });

  it('marks <html> as enhanced once the modules have started', () => {
    element('fake');
    let readyDuringInit: string | null = 'not called';
    const fake = vi.fn<ModuleInit>(() => {
      readyDuringInit = document.documentElement.getAttribute(readyAttribute);
    });
    expect(document.documentElement).not.toHaveAttribute(readyAttribute);
    initModules(document, { fake });
    expect(readyDuringInit).toBeNull();
    expect(document.documentElement).toHaveAttribute('data-enhanced', 'true');
  });

  it('marks <html> as enhanced on a page without modules', () => {
    initModules(document, {});
    expect(document.documentElement).toHaveAttribute('data-enhanced', 'true');
    expect(error).not.toHaveBeenCalled();
  });
});

describe('enhancementModules', () => {
  it('has a start function for every name a component may write', () => {
    const names: ModuleName[] = [
      'reveal',
      'count-up',
      'particles',
      'background-video',
      'service-filter',
      'menu-links',
    ];
    expect(Object.keys(enhancementModules).sort()).toEqual([...names].sort());
    for (const name of names) expect(enhancementModules[name], name).toBeTypeOf('function');
  });

  it('is what dataModule writes, and initModules reads back, the names of', () => {
    expect(dataModule('reveal')).toEqual({ 'data-module': 'reveal' });
    expect(dataModule('particles', 'reveal')).toEqual({ 'data-module': 'particles reveal' });
    expectTypeOf(dataModule).toBeCallableWith('count-up');
    // @ts-expect-error a name without a module is refused by the type checker
    expectTypeOf(dataModule).toBeCallableWith('nonsense');

    const both = document.createElement('div');
    both.setAttribute('data-module', dataModule('particles', 'reveal')['data-module']);
    document.body.append(both);
    const particles = vi.fn<ModuleInit>();
    const reveal = vi.fn<ModuleInit>();
    initModules(document, { particles, reveal } satisfies Partial<Record<ModuleName, ModuleInit>>);
    expect(particles).toHaveBeenCalledExactlyOnceWith(both);
    expect(reveal).toHaveBeenCalledExactlyOnceWith(both);
  });
});
