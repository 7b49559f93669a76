import { describe, expect, it } from 'vitest';
import {
  benchRules,
  deletion,
  linkRelease,
  linkRules,
  median,
  mobileLink,
  shaperArguments,
  splitRuleLine,
} from './network-link.mjs';

const ms = 1e6;

describe('the link arithmetic', () => {
  const oneWay = 75 * ms;
  it('delivers a lone packet after its serialisation time and the one-way delay', () => {
    // 1,500 bytes at 1.6 Mbps take 7.5 ms on the wire.
    const { releaseNs, state } = linkRelease({ freeNs: 0 }, 10 * ms, 1500, 1_600_000, oneWay);
    expect(releaseNs).toBeCloseTo(10 * ms + 7.5 * ms + oneWay);
    expect(state.freeNs).toBeCloseTo(17.5 * ms);
  });

  it('queues a burst behind the packets before it, so ten packets take ten times as long', () => {
    let state = { freeNs: 0 };
    const releases = [];
    for (let packet = 0; packet < 10; packet++) {
      const answer = linkRelease(state, 0, 1500, 1_600_000, oneWay);
      releases.push(answer.releaseNs);
      state = answer.state;
    }
    expect(releases.at(-1)).toBeCloseTo(75 * ms + 75 * ms);
    for (let i = 1; i < releases.length; i++)
      expect(releases[i] - releases[i - 1]).toBeCloseTo(7.5 * ms);
  });

  it('does not save up idle time: a packet after a pause waits for nothing', () => {
    const { state } = linkRelease({ freeNs: 0 }, 0, 1500, 1_600_000, oneWay);
    const later = linkRelease(state, 500 * ms, 40, 1_600_000, oneWay);
    expect(later.releaseNs).toBeCloseTo(500 * ms + 0.2 * ms + oneWay);
  });

  it('gives the shaper half the round trip in microseconds and each direction its rate', () => {
    expect(shaperArguments(mobileLink, { up: 7, down: 8 })).toEqual([
      '7',
      '8',
      '75000',
      '750000',
      '1600000',
    ]);
  });
});

describe('the iptables rules', () => {
  const rules = linkRules({ owner: 4242 });
  const text = rules.map((rule) => rule.join(' '));

  it('shape only loopback traffic of the bench address and ports, in mangle PREROUTING', () => {
    for (const rule of text) {
      expect(rule).toMatch(/^-A PREROUTING -i lo /);
      expect(rule).toMatch(/-[sd] 127\.0\.0\.2 -p tcp --[sd]port 4790:4799 /);
      expect(rule).toContain('--comment brightwave-bench pid=4242');
    }
  });

  it('set the segment size in both SYNs before any packet is queued', () => {
    expect(text[0]).toMatch(/--dport .*--tcp-flags SYN,RST SYN .*-j TCPMSS --set-mss 1460$/);
    expect(text[1]).toMatch(/--sport .*--tcp-flags SYN,RST SYN .*-j TCPMSS --set-mss 1460$/);
    expect(text[2]).toMatch(/--dport .*-j NFQUEUE --queue-num 4790 --queue-bypass$/);
    expect(text[3]).toMatch(/--sport .*-j NFQUEUE --queue-num 4791 --queue-bypass$/);
  });

  it('are deleted by the same arguments', () => {
    expect(deletion(rules[2])).toEqual(['-D', ...rules[2].slice(1)]);
  });

  it("are found again in iptables' own listing, with the process that added them", () => {
    const listing = [
      '-P PREROUTING ACCEPT',
      '-A PREROUTING -i lo -p tcp -j ACCEPT',
      '-A PREROUTING -d 127.0.0.2/32 -i lo -p tcp -m tcp --dport 4790:4799 -m comment --comment "brightwave-bench pid=77" -j NFQUEUE --queue-num 4790 --queue-bypass',
    ].join('\n');
    const found = benchRules(listing);
    expect(found).toHaveLength(1);
    expect(found[0].owner).toBe(77);
    expect(found[0].rule).toContain('brightwave-bench pid=77');
    expect(deletion(found[0].rule).slice(0, 2)).toEqual(['-D', 'PREROUTING']);
  });

  it('split a listing line on spaces but keep quoted words together', () => {
    expect(splitRuleLine('-A X -m comment --comment "a b" -j Y')).toEqual([
      '-A',
      'X',
      '-m',
      'comment',
      '--comment',
      'a b',
      '-j',
      'Y',
    ]);
  });
});

describe('median', () => {
  it('takes the middle of an odd count and the lower middle of an even one', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2);
  });
});
