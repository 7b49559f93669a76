import Activity from 'lucide-react/icons/activity';
import Cloud from 'lucide-react/icons/cloud';
import DatabaseBackup from 'lucide-react/icons/database-backup';
import Globe from 'lucide-react/icons/globe';
import HardDrive from 'lucide-react/icons/hard-drive';
import Headset from 'lucide-react/icons/headset';
import Layers from 'lucide-react/icons/layers';
import Server from 'lucide-react/icons/server';
import ServerCog from 'lucide-react/icons/server-cog';
import ShieldCheck from 'lucide-react/icons/shield-check';
import ShieldHalf from 'lucide-react/icons/shield-half';
import { hostingPlans } from '../hosting-plans';
import type { ServicePage } from './types';

/** The page quotes the cheapest plan, not the $9.99 starting price of the /services card (SPEC §9). */
const plansFrom = `Plans from ${hostingPlans[0].price}${hostingPlans[0].period}`;

/** /services/web-hosting (SPEC §2). */
export const webHostingPage = {
  slug: 'web-hosting',
  meta: {
    title: `Web Hosting & Domain Registration: ${plansFrom}`,
    description:
      'Fast, secure SSD hosting with a 99.9% uptime guarantee, free SSL, daily backups and 24/7 expert support. Shared, VPS, cloud and WordPress plans.',
    path: '/services/web-hosting',
  },
  hero: {
    eyebrow: 'Web Hosting & Domain Registration',
    title: 'Web Hosting',
    highlight: 'Fast, Secure & Reliable',
    text: 'Hosting that simply works: SSD servers, free SSL, daily backups and real engineers on call around the clock, whether you run one site or one hundred.',
    actions: [
      { label: 'Get Started', href: '/contact' },
      { label: 'View Plans', href: '#plans' },
    ],
    highlights: ['99.9% uptime guarantee', 'Free migration', '24/7 expert support'],
    priceFact: plansFrom,
  },
  sections: [
    {
      kind: 'cards',
      id: 'services',
      eyebrow: 'Our Hosting Services',
      title: 'Hosting for every stage of growth',
      intro:
        'Start small and upgrade in minutes. Every option includes free SSL, malware scanning and our support team.',
      cards: [
        {
          title: 'Shared Hosting',
          description:
            'An affordable, fully managed home for personal sites, blogs and small business websites.',
          icon: Server,
          bullets: [
            'SSD storage on LiteSpeed servers',
            'cPanel control panel',
            'One-click app installer',
            'Free business email accounts',
          ],
        },
        {
          title: 'VPS Hosting',
          description:
            'Dedicated resources and root access for growing sites and custom applications.',
          icon: ServerCog,
          bullets: [
            'Guaranteed CPU and RAM',
            'Full root access',
            'Choice of Linux distribution',
            'Scale resources without downtime',
          ],
        },
        {
          title: 'Dedicated Servers',
          description:
            'A whole physical server for high-traffic stores, databases and demanding workloads.',
          icon: HardDrive,
          bullets: [
            'Enterprise-grade hardware',
            'RAID-protected NVMe storage',
            'DDoS protection included',
            'Fully managed on request',
          ],
        },
        {
          title: 'Cloud Hosting',
          description:
            'Elastic infrastructure on AWS, Google Cloud or Azure that grows with your traffic.',
          icon: Cloud,
          bullets: [
            'Auto-scaling for traffic spikes',
            'Load-balanced across zones',
            'Pay only for what you use',
            'Managed by certified engineers',
          ],
        },
        {
          title: 'WordPress Hosting',
          description: 'A platform tuned for WordPress speed, security and effortless updates.',
          icon: Layers,
          bullets: [
            'WordPress pre-installed',
            'Automatic core and plugin updates',
            'Server-level page caching',
            'One-click staging site',
          ],
        },
        {
          title: 'Domain Registration',
          description: 'Find, register and manage your domains in the same place as your hosting.',
          icon: Globe,
          bullets: [
            'Over 300 extensions available',
            'Free WHOIS privacy protection',
            'Easy DNS management',
            'Auto-renewal so you never lose a name',
          ],
        },
      ],
    },
    {
      kind: 'cards',
      id: 'premium-features',
      tone: 'dark',
      eyebrow: 'Premium Features',
      title: 'Hosting that looks after itself',
      cards: [
        {
          title: '99.9% Uptime Guarantee',
          description:
            'Redundant power, network and hardware keep your site online. If we miss 99.9% in a month, you get a service credit.',
          icon: Activity,
        },
        {
          title: 'Free SSL Certificates',
          description:
            'Every domain is secured with HTTPS automatically, with certificates installed and renewed for you.',
          icon: ShieldCheck,
        },
        {
          title: 'Daily Backups',
          description:
            'Automatic off-site backups every day on Business and Enterprise, with one-click restores of a single file or a whole site.',
          icon: DatabaseBackup,
        },
        {
          title: '24/7 Expert Support',
          description:
            'Real hosting engineers by chat, email and phone, any hour of the day, every day of the year.',
          icon: Headset,
        },
      ],
    },
    {
      kind: 'tool-groups',
      id: 'infrastructure',
      eyebrow: 'Infrastructure',
      title: 'Built on industry-leading technology',
      intro:
        'The same platforms trusted by the world’s busiest websites, configured and monitored by our team.',
      groups: [
        {
          category: 'Hosting Platforms',
          tools: ['cPanel', 'AWS', 'Google Cloud', 'Microsoft Azure'],
          icon: Server,
        },
        {
          category: 'Performance & Security',
          tools: ['Cloudflare CDN', 'LiteSpeed', 'Imunify360', 'Softaculous'],
          icon: ShieldHalf,
        },
      ],
    },
    {
      kind: 'plans',
      id: 'plans',
      eyebrow: 'Pricing Plans',
      title: 'Simple, transparent pricing',
      intro:
        'No setup fees and no hidden extras. Every plan includes free SSL, a free domain and 24/7 support.',
      plans: hostingPlans,
      badge: 'MOST POPULAR',
      actionLabel: 'Get Started',
    },
    {
      kind: 'process',
      id: 'process',
      eyebrow: 'Our Process',
      title: 'Live on fast hosting in six easy steps',
      intro: 'We handle the technical work, including moving your existing site, at no extra cost.',
      steps: [
        {
          step: '01',
          title: 'Choose Your Plan',
          description:
            'Pick the plan that fits today. You can upgrade at any time without downtime or data loss.',
        },
        {
          step: '02',
          title: 'Register Domain',
          description:
            'Claim a new domain or point an existing one to us. We handle DNS and SSL set-up.',
        },
        {
          step: '03',
          title: 'Configure Services',
          description: 'We set up email, databases, caching and security rules tuned to your site.',
        },
        {
          step: '04',
          title: 'Migrate Content',
          description:
            'Our engineers move your files, databases and email from your old host, free of charge.',
        },
        {
          step: '05',
          title: 'Go Live',
          description:
            'We switch DNS at a quiet hour and check every page, form and mailbox once you are live.',
        },
        {
          step: '06',
          title: 'Ongoing Support',
          description:
            'Security monitoring, updates and 24/7 help from engineers who know your setup, on every plan.',
        },
      ],
    },
  ],
  closing: {
    title: 'Move to hosting you never have to think about',
    text: 'Tell us about your current site and we will recommend a plan and migrate everything for you, free of charge.',
    action: { label: 'Get Started Now', href: '/contact' },
  },
} as const satisfies ServicePage;
