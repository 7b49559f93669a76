import BarChart3 from 'lucide-react/icons/chart-column';
import FileEdit from 'lucide-react/icons/file-pen';
import FileText from 'lucide-react/icons/file-text';
import Link2 from 'lucide-react/icons/link-2';
import MapPin from 'lucide-react/icons/map-pin';
import MousePointerClick from 'lucide-react/icons/mouse-pointer-click';
import Search from 'lucide-react/icons/search';
import Settings2 from 'lucide-react/icons/settings-2';
import Share2 from 'lucide-react/icons/share-2';
import Target from 'lucide-react/icons/target';
import Users from 'lucide-react/icons/users';
import type { ServicePage } from './types';

/** /services/seo-digital-marketing (SPEC §2). */
export const seoDigitalMarketingPage = {
  slug: 'seo-digital-marketing',
  meta: {
    title: 'SEO & Digital Marketing: Rankings, Social & PPC',
    description:
      'Climb Google rankings and win customers with technical SEO, content, social media and PPC campaigns, reported monthly. Plans start at $499/month.',
    path: '/services/seo-digital-marketing',
  },
  hero: {
    eyebrow: 'SEO & Digital Marketing Services',
    title: 'Digital Marketing',
    text: 'Be found by the people already searching for what you sell. We combine search, social and paid media into one plan measured by leads and revenue, not vanity metrics.',
    actions: [
      { label: 'Boost Your Visibility', href: '/contact' },
      { label: 'Our Strategies', href: '#technologies' },
    ],
    highlights: [
      'Revenue-focused reporting',
      'No long lock-in contracts',
      'Google & Meta certified',
    ],
  },
  sections: [
    {
      kind: 'cards',
      id: 'services',
      eyebrow: 'Our Services',
      title: 'Every channel, one growth plan',
      intro:
        'We pick the channels where your customers actually spend time and grow the ones that return the most for every dollar.',
      cards: [
        {
          title: 'Search Engine Optimization',
          description:
            'Technical fixes, keyword strategy and content that move your most valuable pages onto the first page of Google.',
          icon: Search,
        },
        {
          title: 'Social Media Marketing',
          description:
            'Content calendars, community management and paid social on the networks your buyers use, with creative made for each.',
          icon: Share2,
        },
        {
          title: 'PPC Advertising',
          description:
            'Google Ads and paid social campaigns with tight targeting, tested ad copy and landing pages built to convert clicks.',
          icon: MousePointerClick,
        },
        {
          title: 'Content Marketing',
          description:
            'Articles, guides and case studies that answer real customer questions and earn links, shares and trust.',
          icon: FileEdit,
        },
        {
          title: 'Analytics & Reporting',
          description:
            'GA4 and Looker Studio dashboards that tie traffic to leads and sales, explained in a monthly call.',
          icon: BarChart3,
        },
        {
          title: 'Conversion Rate Optimization',
          description:
            'Heatmaps, session recordings and A/B tests that turn more of your existing visitors into customers.',
          icon: Target,
        },
      ],
    },
    {
      kind: 'tool-groups',
      id: 'technologies',
      eyebrow: 'Our Platforms',
      title: 'Marketing Channels & Tools',
      intro:
        'We meet your customers where they search and scroll, and measure every campaign with industry-standard analytics.',
      groups: [
        {
          category: 'Search Platforms',
          tools: ['Google Search', 'Bing', 'Google Business Profile', 'YouTube'],
          icon: Search,
        },
        {
          category: 'Social Media',
          tools: ['Facebook', 'Instagram', 'Twitter', 'LinkedIn'],
          icon: Users,
        },
        {
          category: 'Analytics Tools',
          tools: ['Google Analytics 4', 'Google Search Console', 'Semrush', 'Hotjar'],
          icon: BarChart3,
        },
      ],
    },
    {
      kind: 'cards',
      id: 'seo-services',
      tone: 'dark',
      eyebrow: 'SEO Services',
      title: 'Comprehensive Search Optimization',
      intro: 'Rankings are earned on four fronts at once. We work on all of them, every month.',
      cards: [
        {
          title: 'Technical SEO',
          description:
            'Site speed, crawlability, structured data, XML sitemaps and Core Web Vitals fixed so search engines can index every page.',
          icon: Settings2,
        },
        {
          title: 'On-Page Optimization',
          description:
            'Titles, headings, internal links and content aligned to search intent for each of your target keywords.',
          icon: FileText,
        },
        {
          title: 'Off-Page SEO',
          description:
            'Digital PR and outreach that earn relevant, high-authority backlinks, with no link farms and no shortcuts.',
          icon: Link2,
        },
        {
          title: 'Local SEO',
          description:
            'Google Business Profile optimization, local citations and review strategy that win the map pack in your area.',
          icon: MapPin,
        },
      ],
    },
    {
      kind: 'process',
      id: 'process',
      eyebrow: 'Our Process',
      title: 'A campaign process built for compounding results',
      intro:
        'Each step feeds the next, so what we learn this month makes next month’s campaigns stronger.',
      steps: [
        {
          step: '01',
          title: 'Strategy & Planning',
          description:
            'We audit your site, competitors and current channels, then set targets for traffic, leads and cost per acquisition.',
        },
        {
          step: '02',
          title: 'Keyword Research',
          description:
            'We find the searches your buyers make at every stage, ranked by volume, difficulty and commercial intent.',
        },
        {
          step: '03',
          title: 'Implementation',
          description:
            'Technical fixes, new content, ad campaigns and social calendars go live in a planned, prioritized order.',
        },
        {
          step: '04',
          title: 'Monitoring & Optimization',
          description:
            'Rankings, bids and creative are reviewed weekly, and budget moves toward whatever is performing best.',
        },
        {
          step: '05',
          title: 'Reporting & Analysis',
          description:
            'A clear monthly report and call covering results, what we learned and the plan for the month ahead.',
        },
        {
          step: '06',
          title: 'Scaling Success',
          description:
            'Winning keywords, audiences and ads are expanded into new markets, channels and content formats.',
        },
      ],
    },
  ],
  closing: {
    title: 'Ready to be the first name your customers find?',
    text: 'Get a free visibility audit of your website and competitors, with the three changes that would make the biggest difference.',
    action: { label: 'Start Your Marketing Campaign', href: '/contact' },
  },
} as const satisfies ServicePage;
