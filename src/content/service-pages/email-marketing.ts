import BarChart3 from 'lucide-react/icons/chart-column';
import Bot from 'lucide-react/icons/bot';
import CircleDollarSign from 'lucide-react/icons/circle-dollar-sign';
import FlaskConical from 'lucide-react/icons/flask-conical';
import LineChart from 'lucide-react/icons/chart-line';
import Mail from 'lucide-react/icons/mail';
import Megaphone from 'lucide-react/icons/megaphone';
import MessageSquare from 'lucide-react/icons/message-square';
import Newspaper from 'lucide-react/icons/newspaper';
import Users from 'lucide-react/icons/users';
import Workflow from 'lucide-react/icons/workflow';
import Zap from 'lucide-react/icons/zap';
import type { ServicePage } from './types';

/** /services/email-marketing (SPEC §2). */
export const emailMarketingPage = {
  slug: 'email-marketing',
  meta: {
    title: 'Email Marketing: Automation, Newsletters & Campaigns',
    description:
      'Automated journeys, newsletters and promotional emails on Mailchimp, Klaviyo, HubSpot or Brevo, segmented and A/B tested. From $299/month.',
    path: '/services/email-marketing',
  },
  hero: {
    eyebrow: 'Email Marketing',
    title: 'Email Marketing',
    highlight: 'Connect & Convert',
    text: 'Email is the one channel you own. We turn your list into a steady source of revenue with campaigns people look forward to opening and automations that sell while you sleep.',
    actions: [
      { label: 'Launch Your Campaign', href: '/contact' },
      { label: 'Our Strategies', href: '#technologies' },
    ],
    highlights: ['GDPR & CAN-SPAM compliant', 'Tested on 40+ inboxes', 'Revenue per send tracked'],
  },
  sections: [
    {
      kind: 'cards',
      id: 'services',
      eyebrow: 'Our Services',
      title: 'Email programs that earn their place in the inbox',
      intro:
        'Strategy, design, copy, automation and reporting from one team, so every send has a purpose and a measurable result.',
      cards: [
        {
          title: 'Automated Campaigns',
          description:
            'Welcome, abandoned-cart, post-purchase and win-back journeys that trigger at exactly the right moment for each subscriber.',
          icon: Bot,
        },
        {
          title: 'Newsletter Design',
          description:
            'On-brand, mobile-first newsletters with copy people want to read, coded to display correctly in Gmail, Outlook and Apple Mail.',
          icon: Newspaper,
        },
        {
          title: 'Promotional Emails',
          description:
            'Launches, seasonal sales and limited offers with clear calls to action, timed and segmented to maximize revenue.',
          icon: Megaphone,
        },
        {
          title: 'Audience Segmentation',
          description:
            'Segments built on purchase history, engagement and preferences, so every subscriber receives content that feels personal.',
          icon: Users,
        },
        {
          title: 'Analytics & Reporting',
          description:
            'Opens, clicks, conversions and revenue per email in one monthly report, with clear recommendations for the next month.',
          icon: BarChart3,
        },
        {
          title: 'A/B Testing',
          description:
            'Subject lines, send times, layouts and offers tested against each other so every campaign learns from the last.',
          icon: FlaskConical,
        },
      ],
    },
    {
      kind: 'tool-groups',
      id: 'technologies',
      eyebrow: 'Our Strategies',
      title: 'Platforms and automations we put to work',
      intro:
        'We work inside the platform that suits your business, or move you to a better one without losing a single subscriber.',
      groups: [
        {
          category: 'Email Marketing Platforms',
          tools: ['Mailchimp', 'Klaviyo', 'HubSpot', 'Brevo'],
          icon: Mail,
        },
        {
          category: 'Automation Features',
          tools: ['Welcome Series', 'Behavioral Triggers', 'Drip Campaigns', 'Re-engagement'],
          icon: Workflow,
        },
      ],
    },
    {
      kind: 'cards',
      id: 'benefits',
      tone: 'dark',
      eyebrow: 'Benefits',
      title: 'Why email still outperforms every other channel',
      cards: [
        {
          title: 'High ROI',
          description:
            'Email marketing returns an average of $42 for every $1 spent, more than any other digital channel.',
          icon: CircleDollarSign,
        },
        {
          title: 'Direct Communication',
          description:
            'Your message lands in the inbox of people who asked to hear from you, with no algorithm deciding who sees it.',
          icon: MessageSquare,
        },
        {
          title: 'Automation Efficiency',
          description:
            'Once built, automated journeys nurture and convert subscribers around the clock without extra work from your team.',
          icon: Zap,
        },
        {
          title: 'Measurable Results',
          description:
            'Every open, click and sale is tracked, so you know exactly what each campaign earned and where to invest next.',
          icon: LineChart,
        },
      ],
    },
    {
      kind: 'process',
      id: 'process',
      eyebrow: 'Our Process',
      title: 'From an idle list to a revenue channel',
      intro: 'A six-step program that starts with strategy and keeps improving with every send.',
      steps: [
        {
          step: '01',
          title: 'Strategy Development',
          description:
            'We review your list, past results and customer journey, then set goals for engagement, revenue and list growth.',
        },
        {
          step: '02',
          title: 'List Building & Segmentation',
          description:
            'Sign-up forms and lead magnets grow your list, while clean-up and segmentation make sure every send is relevant.',
        },
        {
          step: '03',
          title: 'Template Design',
          description:
            'A library of branded, responsive templates tested across major inboxes, devices and dark mode.',
        },
        {
          step: '04',
          title: 'Automation Setup',
          description:
            'Welcome series, behavioral triggers and drip campaigns are mapped, written, built and tested end to end.',
        },
        {
          step: '05',
          title: 'Campaign Execution',
          description:
            'Newsletters and promotions are scheduled on a shared calendar, with every send proofed and approved by you.',
        },
        {
          step: '06',
          title: 'Analysis & Optimization',
          description:
            'Monthly reporting and A/B test results guide the next round of subject lines, offers and automations.',
        },
      ],
    },
  ],
  closing: {
    title: 'Turn your subscribers into loyal customers',
    text: 'Send us your current list size and platform, and we will map the three automations that would pay back fastest.',
    action: { label: 'Launch Your Campaign', href: '/contact' },
  },
} as const satisfies ServicePage;
