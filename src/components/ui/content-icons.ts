import Activity from 'lucide-react/icons/activity';
import AppWindow from 'lucide-react/icons/app-window';
import Bot from 'lucide-react/icons/bot';
import ChartColumn from 'lucide-react/icons/chart-column';
import ChartLine from 'lucide-react/icons/chart-line';
import CircleDollarSign from 'lucide-react/icons/circle-dollar-sign';
import Clock from 'lucide-react/icons/clock';
import Cloud from 'lucide-react/icons/cloud';
import CloudCog from 'lucide-react/icons/cloud-cog';
import Code from 'lucide-react/icons/code';
import CodeXml from 'lucide-react/icons/code-xml';
import Container from 'lucide-react/icons/container';
import Database from 'lucide-react/icons/database';
import DatabaseBackup from 'lucide-react/icons/database-backup';
import Eye from 'lucide-react/icons/eye';
import FileCodeCorner from 'lucide-react/icons/file-code-corner';
import FilePen from 'lucide-react/icons/file-pen';
import FileSearch from 'lucide-react/icons/file-search';
import FileText from 'lucide-react/icons/file-text';
import FlaskConical from 'lucide-react/icons/flask-conical';
import Gauge from 'lucide-react/icons/gauge';
import Gem from 'lucide-react/icons/gem';
import Globe from 'lucide-react/icons/globe';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import Hammer from 'lucide-react/icons/hammer';
import Handshake from 'lucide-react/icons/handshake';
import HardDrive from 'lucide-react/icons/hard-drive';
import Headset from 'lucide-react/icons/headset';
import House from 'lucide-react/icons/house';
import KeyRound from 'lucide-react/icons/key-round';
import Layers from 'lucide-react/icons/layers';
import LayoutGrid from 'lucide-react/icons/layout-grid';
import LayoutTemplate from 'lucide-react/icons/layout-template';
import Lightbulb from 'lucide-react/icons/lightbulb';
import Link2 from 'lucide-react/icons/link-2';
import Lock from 'lucide-react/icons/lock';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import Megaphone from 'lucide-react/icons/megaphone';
import MessageSquare from 'lucide-react/icons/message-square';
import MonitorSmartphone from 'lucide-react/icons/monitor-smartphone';
import MousePointerClick from 'lucide-react/icons/mouse-pointer-click';
import Newspaper from 'lucide-react/icons/newspaper';
import Palette from 'lucide-react/icons/palette';
import PiggyBank from 'lucide-react/icons/piggy-bank';
import Plug from 'lucide-react/icons/plug';
import Rocket from 'lucide-react/icons/rocket';
import Search from 'lucide-react/icons/search';
import Server from 'lucide-react/icons/server';
import ServerCog from 'lucide-react/icons/server-cog';
import Settings2 from 'lucide-react/icons/settings-2';
import Share2 from 'lucide-react/icons/share-2';
import ShieldCheck from 'lucide-react/icons/shield-check';
import ShieldHalf from 'lucide-react/icons/shield-half';
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import Smartphone from 'lucide-react/icons/smartphone';
import Sprout from 'lucide-react/icons/sprout';
import SquarePen from 'lucide-react/icons/square-pen';
import Target from 'lucide-react/icons/target';
import Terminal from 'lucide-react/icons/terminal';
import TrendingUp from 'lucide-react/icons/trending-up';
import UserCheck from 'lucide-react/icons/user-check';
import Users from 'lucide-react/icons/users';
import Workflow from 'lucide-react/icons/workflow';
import Zap from 'lucide-react/icons/zap';
import siAngular from 'virtual:simple-icon/angular';
import siBootstrap from 'virtual:simple-icon/bootstrap';
import siCss from 'virtual:simple-icon/css';
import siHtml5 from 'virtual:simple-icon/html5';
import siJavascript from 'virtual:simple-icon/javascript';
import siJquery from 'virtual:simple-icon/jquery';
import siNextdotjs from 'virtual:simple-icon/nextdotjs';
import siReact from 'virtual:simple-icon/react';
import siRedux from 'virtual:simple-icon/redux';
import siSass from 'virtual:simple-icon/sass';
import siTypescript from 'virtual:simple-icon/typescript';
import siVuedotjs from 'virtual:simple-icon/vuedotjs';
import type { LucideIcon } from 'lucide-react';
import type { IconName, LogoName } from '~/content/schemas/icons';
import type { BrandIcon } from '~/content/types';

/**
 * The drawing behind each icon and logo name an entry may use (src/content/schemas/icons.ts).
 * Typed by those lists, so a name without a drawing fails the typecheck. Only the drawings a
 * page renders reach its HTML: icons are inline SVG, logos image files.
 */
export const contentIcons: Record<IconName, LucideIcon> = {
  activity: Activity,
  'app-window': AppWindow,
  bot: Bot,
  'chart-column': ChartColumn,
  'chart-line': ChartLine,
  'circle-dollar-sign': CircleDollarSign,
  clock: Clock,
  cloud: Cloud,
  'cloud-cog': CloudCog,
  code: Code,
  'code-xml': CodeXml,
  container: Container,
  database: Database,
  'database-backup': DatabaseBackup,
  eye: Eye,
  'file-code-corner': FileCodeCorner,
  'file-pen': FilePen,
  'file-search': FileSearch,
  'file-text': FileText,
  'flask-conical': FlaskConical,
  gauge: Gauge,
  gem: Gem,
  globe: Globe,
  'graduation-cap': GraduationCap,
  hammer: Hammer,
  handshake: Handshake,
  'hard-drive': HardDrive,
  headset: Headset,
  house: House,
  'key-round': KeyRound,
  layers: Layers,
  'layout-grid': LayoutGrid,
  'layout-template': LayoutTemplate,
  lightbulb: Lightbulb,
  'link-2': Link2,
  lock: Lock,
  mail: Mail,
  'map-pin': MapPin,
  megaphone: Megaphone,
  'message-square': MessageSquare,
  'monitor-smartphone': MonitorSmartphone,
  'mouse-pointer-click': MousePointerClick,
  newspaper: Newspaper,
  palette: Palette,
  'piggy-bank': PiggyBank,
  plug: Plug,
  rocket: Rocket,
  search: Search,
  server: Server,
  'server-cog': ServerCog,
  'settings-2': Settings2,
  'share-2': Share2,
  'shield-check': ShieldCheck,
  'shield-half': ShieldHalf,
  'shopping-bag': ShoppingBag,
  'shopping-cart': ShoppingCart,
  'sliders-horizontal': SlidersHorizontal,
  smartphone: Smartphone,
  sprout: Sprout,
  'square-pen': SquarePen,
  target: Target,
  terminal: Terminal,
  'trending-up': TrendingUp,
  'user-check': UserCheck,
  users: Users,
  workflow: Workflow,
  zap: Zap,
};

export const brandLogos: Record<LogoName, BrandIcon> = {
  angular: siAngular,
  bootstrap: siBootstrap,
  css: siCss,
  html5: siHtml5,
  javascript: siJavascript,
  jquery: siJquery,
  nextdotjs: siNextdotjs,
  react: siReact,
  redux: siRedux,
  sass: siSass,
  typescript: siTypescript,
  vuedotjs: siVuedotjs,
};
