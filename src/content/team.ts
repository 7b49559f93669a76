import { images } from '~/lib/images';
import type { TeamMember } from './types';

/** The seven team members on /about-us, in the order they appear. */
export const team = [
  {
    name: 'Aarav Mehta',
    role: 'Founder & CEO',
    image: images.team['aarav-mehta'],
    linkedin: 'https://www.linkedin.com/in/aarav-mehta-brightwave-example',
  },
  {
    name: 'Sarah Mitchell',
    role: 'Creative Director',
    image: images.team['sarah-mitchell'],
    linkedin: 'https://www.linkedin.com/in/sarah-mitchell-brightwave-example',
  },
  {
    name: 'Rohan Iyer',
    role: 'Head of Engineering',
    image: images.team['rohan-iyer'],
    linkedin: 'https://www.linkedin.com/in/rohan-iyer-brightwave-example',
  },
  {
    name: 'Emily Carter',
    role: 'SEO & Growth Lead',
    image: images.team['emily-carter'],
    linkedin: 'https://www.linkedin.com/in/emily-carter-brightwave-example',
  },
  {
    name: 'Priya Nair',
    role: 'Lead UI/UX Designer',
    image: images.team['priya-nair'],
    linkedin: 'https://www.linkedin.com/in/priya-nair-brightwave-example',
  },
  {
    name: 'Daniel Brooks',
    role: 'Email Marketing Strategist',
    image: images.team['daniel-brooks'],
    linkedin: 'https://www.linkedin.com/in/daniel-brooks-brightwave-example',
  },
  {
    name: 'Kavya Reddy',
    role: 'Cloud & Hosting Engineer',
    image: images.team['kavya-reddy'],
    linkedin: 'https://www.linkedin.com/in/kavya-reddy-brightwave-example',
  },
] as const satisfies readonly TeamMember[];
