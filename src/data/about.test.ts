import { describe, expect, it } from 'vitest';
import { formatStat } from '~/lib/format-stat';
import {
  aboutClosing,
  aboutHero,
  aboutStats,
  awards,
  coreValues,
  cultureCards,
  timeline,
} from '~/data/about';
import { team } from '~/data/team';

describe('about page content', () => {
  it('shows the figures of SPEC §9: founded 2015, 500+ campaigns, 50+ team, 98% satisfaction', () => {
    expect(aboutStats.map((stat) => formatStat(stat.value, stat.suffix))).toEqual([
      '2015',
      '500+',
      '50+',
      '98%',
    ]);
    expect(aboutStats.map((stat) => stat.label)).toEqual([
      'Founded',
      expect.stringMatching(/campaigns/i),
      expect.stringMatching(/team/i),
      expect.stringMatching(/satisfaction/i),
    ]);
  });

  it('links the hero to the story anchor', () => {
    expect(aboutHero.actions.map((action) => action.href)).toContain('#our-story');
  });

  it('tells the story in four milestones: 2015, 2017, 2020, 2023', () => {
    expect(timeline.map((entry) => entry.year)).toEqual(['2015', '2017', '2020', '2023']);
    expect(timeline[1]?.title).toMatch(/15\+/);
    expect(timeline[2]?.title).toMatch(/200\+ campaigns/);
    expect(timeline[3]?.title).toMatch(/global clients/i);
  });

  it('lists the six core values in order, each with a description and an icon', () => {
    expect(coreValues.map((value) => value.title)).toEqual([
      'Innovation',
      'Excellence',
      'Integrity',
      'Collaboration',
      'Growth',
      'Impact',
    ]);
    for (const value of coreValues) {
      expect(value.description.length).toBeGreaterThan(20);
      expect(value.icon).toBeTruthy();
    }
  });

  it('introduces a team of seven with their roles, portraits and LinkedIn profiles', () => {
    expect(team.map((member) => [member.name, member.role])).toEqual([
      ['Aarav Mehta', 'Founder & CEO'],
      ['Sarah Mitchell', 'Creative Director'],
      ['Rohan Iyer', 'Head of Engineering'],
      ['Emily Carter', 'SEO & Growth Lead'],
      ['Priya Nair', 'Lead UI/UX Designer'],
      ['Daniel Brooks', 'Email Marketing Strategist'],
      ['Kavya Reddy', 'Cloud & Hosting Engineer'],
    ]);
    for (const member of team) {
      expect(member.linkedin).toMatch(
        /^https:\/\/www\.linkedin\.com\/in\/[a-z-]+-brightwave-example$/,
      );
      expect(member.image.alt).toBe(`Illustrated portrait of ${member.name}`);
    }
  });

  it('gives every team member a different portrait', () => {
    expect(new Set(team.map((member) => member.image.src)).size).toBe(7);
  });

  it('has three culture cards and four awards, each with a year', () => {
    expect(cultureCards).toHaveLength(3);
    expect(awards).toHaveLength(4);
    for (const award of awards) {
      expect(award.year).toBeGreaterThanOrEqual(2015);
      expect(award.year).toBeLessThanOrEqual(2025);
    }
  });

  it('closes with links to /contact and /portfolio and the three claims', () => {
    expect(aboutClosing.primary.href).toBe('/contact');
    expect(aboutClosing.secondary.href).toBe('/portfolio');
    expect(
      aboutClosing.claims.map(
        (claim) => `${'spokenValue' in claim ? claim.spokenValue : claim.value} ${claim.label}`,
      ),
    ).toEqual(['100% satisfaction', '24/7 support', 'Infinite possibilities']);
  });
});
