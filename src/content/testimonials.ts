import type { Testimonial } from './types';

/** The five client testimonials shown on the home page. */
export const testimonials = [
  {
    id: 1,
    name: 'Meera Kapoor',
    position: 'Chief Operating Officer',
    company: 'Lumina Health',
    feedback:
      'Brightwave rebuilt our patient portal in eleven weeks without a single day of downtime. Online appointment bookings are up 41%, and our front-desk calls have dropped by a third.',
  },
  {
    id: 2,
    name: 'James Whitfield',
    position: 'Founder',
    company: 'Northpeak Outfitters',
    feedback:
      'Our new storefront loads in under a second on mobile. Conversion climbed from 1.8% to 3.1% in the first quarter, and the team still answers our Slack messages within the hour.',
  },
  {
    id: 3,
    name: 'Ananya Desai',
    position: 'Head of Product',
    company: 'Ledgerly',
    feedback:
      'They understood our SaaS metrics as well as our engineers do. The dashboard redesign cut support tickets by 27%, and the onboarding emails they wrote doubled trial-to-paid activation.',
  },
  {
    id: 4,
    name: 'Carlos Mendes',
    position: 'Marketing Director',
    company: 'Orbit Fitness',
    feedback:
      'The SEO program put all twelve of our studios in the local top three within six months. Clear monthly reports, no jargon, and a team that genuinely cares about our members.',
  },
  {
    id: 5,
    name: 'Hannah Lee',
    position: 'E-commerce Manager',
    company: 'Verde Market',
    feedback:
      'Moving our store, email list and hosting to Brightwave was the best decision we made last year. Checkout is faster, abandoned-cart emails recover 12% of orders, and the site has not gone down once.',
  },
] as const satisfies readonly Testimonial[];
