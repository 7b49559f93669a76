import type { ProcessStep } from './types';

/** The four-step process of /services (SPEC §2): Consultation, Design, Development, Launch. */
export const servicesProcess = [
  {
    step: '01',
    title: 'Consultation',
    description:
      'A free 30-minute discovery call to understand your goals, audience and budget, followed by a written proposal with a fixed quote and timeline.',
  },
  {
    step: '02',
    title: 'Design',
    description:
      'Wireframes, then polished designs for every screen size. You review clickable prototypes and approve them before a line of code is written.',
  },
  {
    step: '03',
    title: 'Development',
    description:
      'We build in two-week sprints on a private staging site you can try at any time, with a demo and a short progress report every week.',
  },
  {
    step: '04',
    title: 'Launch',
    description:
      'Final testing, a zero-downtime go-live and a handover session for your team, then 30 days of support while everything settles in.',
  },
] as const satisfies readonly ProcessStep[];
