import { createElement, type ReactElement, type SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** The 24×24 frame of every icon (line icons and the X mark), hidden from screen readers. */
const FRAME = { viewBox: '0 0 24 24', 'aria-hidden': true, focusable: 'false' } as const;

/** How line icons draw: round strokes in the text colour, no fill. */
const LINE = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** The line-icon frame every icon of the app is drawn in (no icon font from the network). */
export function Icon({ size = 18, children, ...props }: IconProps) {
  return (
    <svg width={size} height={size} {...FRAME} {...LINE} {...props}>
      {children}
    </svg>
  );
}

const SHAPE = /<(\w+)([^>]*)\/>/g;
const ATTRIBUTE = /([\w-]+)="([^"]*)"/g;
const camelCase = (name: string) => name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/** React elements for SVG markup such as `<circle cx="12" cy="12" r="4"/><path d="M4 21h16"/>`. */
function shapesOf(markup: string): ReactElement[] {
  return Array.from(markup.matchAll(SHAPE), ([, tag = 'path', attributes = ''], key) =>
    createElement(tag, {
      key,
      ...Object.fromEntries(
        Array.from(attributes.matchAll(ATTRIBUTE), ([, name = '', value]) => [camelCase(name), value]),
      ),
    }),
  );
}

/** Builds an icon component that draws the shapes of `markup` in the app's line-icon frame. */
export function lineIcon(markup: string): (props: IconProps) => ReactElement {
  const shapes = shapesOf(markup);
  return function LineIcon(props: IconProps) {
    return <Icon {...props}>{shapes}</Icon>;
  };
}

/** Like `lineIcon`, with a `filled` prop that fills the shapes with the text colour. */
export function fillableIcon(
  markup: string,
  filledByDefault = false,
): (props: IconProps & { filled?: boolean }) => ReactElement {
  const shapes = shapesOf(markup);
  return function FillableIcon({ filled = filledByDefault, ...props }: IconProps & { filled?: boolean }) {
    return (
      <Icon {...props} fill={filled ? 'currentColor' : 'none'}>
        {shapes}
      </Icon>
    );
  };
}

/** The shapes of each icon below, as SVG markup in the 24×24 frame. */
const SHAPES = {
  moon: '<path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z"/>',
  sun: '<circle cx="12" cy="12" r="4"/><path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"/>',
  home: '<path d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z"/>',
  user: '<circle cx="12" cy="8" r="4"/><path d="M4 21c1-4 4-6 8-6s7 2 8 6"/>',
  compass: '<circle cx="12" cy="12" r="9"/><path d="m15.5 8.5-2 5-5 2 2-5z"/>',
  star: '<path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z"/>',
  logout: '<path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11"/>',
  tool: '<path d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.6 2.6-2.4-.6-.6-2.4z"/>',
  globe: '<circle cx="12" cy="12" r="9"/><path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18"/>',
  cloudOff: '<path d="M3 3l18 18M8 7.2A6 6 0 0 1 17.6 10H18a4 4 0 0 1 2.6 7M16 19H6.5a4.5 4.5 0 0 1-1.3-8.8"/>',
  spark: '<path d="M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M6 18l2.5-2.5M15.5 8.5 18 6"/>',
  file: '<path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z"/><path d="M14 3v5h5M9 13h6M9 17h4"/>',
  check: '<path d="m5 12 5 5L20 7"/>',
  mail: '<rect x="3" y="5" width="18" height="14" rx="2"/><path d="m3 7 9 6 9-6"/>',
  lock: '<rect x="4" y="11" width="16" height="10" rx="2"/><path d="M8 11V7a4 4 0 0 1 8 0v4"/>',
  eye: '<path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z"/><circle cx="12" cy="12" r="3"/>',
  users:
    '<circle cx="9" cy="8" r="3.5"/><path d="M2.5 20c.8-3.5 3.3-5.5 6.5-5.5s5.7 2 6.5 5.5M16 4.5a3.5 3.5 0 0 1 0 7M18 14.8c1.8.7 3 2.4 3.5 5.2"/>',
  verified:
    '<path d="M12 2.5 14.6 4.4 17.8 4.3 18.8 7.4 21.4 9.3 20.4 12.4 21.4 15.5 18.8 17.4 17.8 20.5 14.6 20.4 12 22.3 9.4 20.4 6.2 20.5 5.2 17.4 2.6 15.5 3.6 12.4 2.6 9.3 5.2 7.4 6.2 4.3 9.4 4.4z"/><path d="m8.5 12.3 2.4 2.4 4.6-4.9"/>',
  image: '<rect x="3" y="4" width="18" height="16" rx="2"/><circle cx="9" cy="10" r="2"/><path d="m21 16-5-5-9 9"/>',
  video: '<rect x="3" y="6" width="13" height="12" rx="2"/><path d="m16 10 5-3v10l-5-3z"/>',
  film: '<rect x="6" y="3" width="12" height="18" rx="2"/><path d="m10.5 9.5 4 2.5-4 2.5z"/>',
  bag: '<path d="M5 8h14l-1 12H6z"/><path d="M9 8V6a3 3 0 0 1 6 0v2"/>',
  note: '<rect x="4" y="3" width="16" height="18" rx="2"/><path d="M8 8h8M8 12h8M8 16h5"/>',
  search: '<circle cx="11" cy="11" r="7"/><path d="m20 20-3.5-3.5"/>',
  ban: '<circle cx="12" cy="12" r="9"/><path d="m5.7 5.7 12.6 12.6"/>',
  heart:
    '<path d="M12 20.5s-7.5-4.6-9.2-9.4C1.6 7.6 3.9 4 7.4 4c2 0 3.5 1.1 4.6 2.7C13.1 5.1 14.6 4 16.6 4c3.5 0 5.8 3.6 4.6 7.1-1.7 4.8-9.2 9.4-9.2 9.4z"/>',
  bookmark: '<path d="M6 3h12a1 1 0 0 1 1 1v17l-7-4.5L5 21V4a1 1 0 0 1 1-1z"/>',
  comment: '<path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.9A8 8 0 1 1 21 12z"/>',
  flag: '<path d="M5 21V4M5 4h11l-2 4 2 4H5"/>',
  dots: '<circle cx="5" cy="12" r="1.2"/><circle cx="12" cy="12" r="1.2"/><circle cx="19" cy="12" r="1.2"/>',
  plus: '<path d="M12 5v14M5 12h14"/>',
  trash: '<path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3"/>',
  pencil: '<path d="M4 20h4L19 9l-4-4L4 16z"/><path d="m13.5 6.5 4 4"/>',
  pin: '<path d="M9 3h6l-1 6 4 4H6l4-4zM12 13v8"/>',
  clock: '<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 2"/>',
  poll: '<path d="M4 20V10M10 20V4M16 20v-7M22 20H2"/>',
  music: '<path d="M9 18V5l11-2v13"/><circle cx="6" cy="18" r="3"/><circle cx="17" cy="16" r="3"/>',
  text: '<path d="M4 6V4h16v2M12 4v16M8 20h8"/>',
  chevronLeft: '<path d="m15 5-7 7 7 7"/>',
  chevronRight: '<path d="m9 5 7 7-7 7"/>',
  upload: '<path d="M12 16V4M7 9l5-5 5 5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3"/>',
  alert: '<path d="M12 3 2 20h20z"/><path d="M12 10v4M12 17h.01"/>',
  coin: '<circle cx="12" cy="12" r="9"/><path d="M14.5 9a2.5 2 0 0 0-2.5-1.5c-1.4 0-2.5.8-2.5 2s1.1 1.6 2.5 2 2.5.8 2.5 2-1.1 2-2.5 2A2.5 2 0 0 1 9.5 15M12 6v1.5M12 16.5V18"/>',
  download: '<path d="M12 4v12M7 11l5 5 5-5M4 20h16"/>',
  grip: '<circle cx="9" cy="6" r="1"/><circle cx="15" cy="6" r="1"/><circle cx="9" cy="12" r="1"/><circle cx="15" cy="12" r="1"/><circle cx="9" cy="18" r="1"/><circle cx="15" cy="18" r="1"/>',
  play: '<path d="M7 4.5v15l12-7.5z"/>',
  volume: '<path d="M4 9v6h4l5 4V5L8 9z"/><path d="M16 9a4 4 0 0 1 0 6M18.5 6.5a7.5 7.5 0 0 1 0 11"/>',
  volumeOff: '<path d="M4 9v6h4l5 4V5L8 9z"/><path d="m16 9 5 6M21 9l-5 6"/>',
  tag: '<path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9z"/><circle cx="8" cy="8" r="1.5"/>',
  chat: '<path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z"/>',
  bell: '<path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9"/><path d="M10.3 21a1.94 1.94 0 0 0 3.4 0"/>',
  wallet:
    '<path d="M19 7V5a1 1 0 0 0-1-1H5a2 2 0 0 0 0 4h15a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H5a2 2 0 0 1-2-2V6"/><path d="M17 13.5h.01"/>',
  card: '<rect x="2.5" y="5" width="19" height="14" rx="2"/><path d="M2.5 10h19M6.5 15h4"/>',
  gift: '<rect x="3" y="8" width="18" height="4" rx="1"/><path d="M12 8v13M19 12v8a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-8"/><path d="M7.5 8a2.5 2.5 0 0 1 0-5C11 3 12 8 12 8s1-5 4.5-5a2.5 2.5 0 0 1 0 5"/>',
  shield: '<path d="M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6z"/><path d="m9 12 2 2 4-4"/>',
  ticket:
    '<path d="M3 8a2 2 0 0 0 2-2h14a2 2 0 0 0 2 2v2a2 2 0 0 0 0 4v2a2 2 0 0 0-2 2H5a2 2 0 0 0-2-2v-2a2 2 0 0 0 0-4z"/><path d="M10 6v12" stroke-dasharray="2 2"/>',
  live: '<circle cx="12" cy="12" r="2"/><path d="M16.24 7.76a6 6 0 0 1 0 8.49"/><path d="M7.76 16.24a6 6 0 0 1 0-8.49"/><path d="M19.07 4.93a10 10 0 0 1 0 14.14"/><path d="M4.93 19.07a10 10 0 0 1 0-14.14"/>',
  cameraOff:
    '<path d="M2 2l20 20"/><path d="M16 16v1a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2h2"/><path d="M9.5 5H14a2 2 0 0 1 2 2v3.34l1 1L22 8v8"/>',
  camera: '<path d="M23 7l-7 5 7 5V7z"/><rect x="1" y="5" width="15" height="14" rx="2"/>',
  timer: '<circle cx="12" cy="13" r="8"/><path d="M12 9v4l2 2"/><path d="M9 2h6"/>',
  send: '<path d="M22 2L11 13"/><path d="M22 2l-7 20-4-9-9-4 20-7z"/>',
};

export const MoonIcon = /* @__PURE__ */ lineIcon(SHAPES.moon);
export const SunIcon = /* @__PURE__ */ lineIcon(SHAPES.sun);
export const HomeIcon = /* @__PURE__ */ lineIcon(SHAPES.home);
export const UserIcon = /* @__PURE__ */ lineIcon(SHAPES.user);
export const CompassIcon = /* @__PURE__ */ lineIcon(SHAPES.compass);
export const StarIcon = /* @__PURE__ */ lineIcon(SHAPES.star);
export const LogoutIcon = /* @__PURE__ */ lineIcon(SHAPES.logout);
export const ToolIcon = /* @__PURE__ */ lineIcon(SHAPES.tool);
export const GlobeIcon = /* @__PURE__ */ lineIcon(SHAPES.globe);
export const CloudOffIcon = /* @__PURE__ */ lineIcon(SHAPES.cloudOff);
export const SparkIcon = /* @__PURE__ */ lineIcon(SHAPES.spark);
export const FileIcon = /* @__PURE__ */ lineIcon(SHAPES.file);
export const CheckIcon = /* @__PURE__ */ lineIcon(SHAPES.check);
export const MailIcon = /* @__PURE__ */ lineIcon(SHAPES.mail);
export const LockIcon = /* @__PURE__ */ lineIcon(SHAPES.lock);
export const EyeIcon = /* @__PURE__ */ lineIcon(SHAPES.eye);
export const UsersIcon = /* @__PURE__ */ lineIcon(SHAPES.users);
export const VerifiedIcon = /* @__PURE__ */ lineIcon(SHAPES.verified);
export const ImageIcon = /* @__PURE__ */ lineIcon(SHAPES.image);
export const VideoIcon = /* @__PURE__ */ lineIcon(SHAPES.video);
export const FilmIcon = /* @__PURE__ */ lineIcon(SHAPES.film);
export const BagIcon = /* @__PURE__ */ lineIcon(SHAPES.bag);
export const NoteIcon = /* @__PURE__ */ lineIcon(SHAPES.note);
export const SearchIcon = /* @__PURE__ */ lineIcon(SHAPES.search);
export const BanIcon = /* @__PURE__ */ lineIcon(SHAPES.ban);

/** The X (formerly Twitter) mark, filled. */
export const XLogoIcon = ({ size = 18, ...props }: IconProps) => (
  <svg width={size} height={size} {...FRAME} fill="currentColor" {...props}>
    <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L2 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z" />
  </svg>
);

export const HeartIcon = /* @__PURE__ */ fillableIcon(SHAPES.heart);
export const BookmarkIcon = /* @__PURE__ */ fillableIcon(SHAPES.bookmark);
export const CommentIcon = /* @__PURE__ */ lineIcon(SHAPES.comment);
export const FlagIcon = /* @__PURE__ */ lineIcon(SHAPES.flag);
export const DotsIcon = /* @__PURE__ */ lineIcon(SHAPES.dots);
export const PlusIcon = /* @__PURE__ */ lineIcon(SHAPES.plus);
export const TrashIcon = /* @__PURE__ */ lineIcon(SHAPES.trash);
export const PencilIcon = /* @__PURE__ */ lineIcon(SHAPES.pencil);
export const PinIcon = /* @__PURE__ */ lineIcon(SHAPES.pin);
export const ClockIcon = /* @__PURE__ */ lineIcon(SHAPES.clock);
export const PollIcon = /* @__PURE__ */ lineIcon(SHAPES.poll);
export const MusicIcon = /* @__PURE__ */ lineIcon(SHAPES.music);
export const TextIcon = /* @__PURE__ */ lineIcon(SHAPES.text);
export const ChevronLeftIcon = /* @__PURE__ */ lineIcon(SHAPES.chevronLeft);
export const ChevronRightIcon = /* @__PURE__ */ lineIcon(SHAPES.chevronRight);
export const UploadIcon = /* @__PURE__ */ lineIcon(SHAPES.upload);
export const AlertIcon = /* @__PURE__ */ lineIcon(SHAPES.alert);
export const CoinIcon = /* @__PURE__ */ lineIcon(SHAPES.coin);
export const DownloadIcon = /* @__PURE__ */ lineIcon(SHAPES.download);
export const GripIcon = /* @__PURE__ */ lineIcon(SHAPES.grip);
export const PlayIcon = /* @__PURE__ */ fillableIcon(SHAPES.play, true);
export const VolumeIcon = /* @__PURE__ */ lineIcon(SHAPES.volume);
export const VolumeOffIcon = /* @__PURE__ */ lineIcon(SHAPES.volumeOff);
export const TagIcon = /* @__PURE__ */ lineIcon(SHAPES.tag);
export const ChatIcon = /* @__PURE__ */ lineIcon(SHAPES.chat);
export const BellIcon = /* @__PURE__ */ lineIcon(SHAPES.bell);

/** Line icons of the wallet, in the app's icon frame. */
export const WalletIcon = /* @__PURE__ */ lineIcon(SHAPES.wallet);
export const CardIcon = /* @__PURE__ */ lineIcon(SHAPES.card);
export const GiftIcon = /* @__PURE__ */ lineIcon(SHAPES.gift);
export const ShieldIcon = /* @__PURE__ */ lineIcon(SHAPES.shield);
export const TicketIcon = /* @__PURE__ */ lineIcon(SHAPES.ticket);

/** Broadcast waves around a dot: live streaming. */
export const LiveIcon = /* @__PURE__ */ lineIcon(SHAPES.live);

/** A camera with a slash: no video. */
export const CameraOffIcon = /* @__PURE__ */ lineIcon(SHAPES.cameraOff);

/** A video camera. */
export const CameraIcon = /* @__PURE__ */ lineIcon(SHAPES.camera);

/** A stopwatch-like clock for the elapsed time. */
export const TimerIcon = /* @__PURE__ */ lineIcon(SHAPES.timer);

/** Send arrow. */
export const SendIcon = /* @__PURE__ */ lineIcon(SHAPES.send);
