import { Icon, type IconProps } from '@/features/layout/icons';

/** Broadcast waves around a dot: live streaming. */
export const LiveIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="2" />
    <path d="M16.24 7.76a6 6 0 0 1 0 8.49" />
    <path d="M7.76 16.24a6 6 0 0 1 0-8.49" />
    <path d="M19.07 4.93a10 10 0 0 1 0 14.14" />
    <path d="M4.93 19.07a10 10 0 0 1 0-14.14" />
  </Icon>
);

/** A camera with a slash: no video. */
export const CameraOffIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M2 2l20 20" />
    <path d="M16 16v1a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2h2" />
    <path d="M9.5 5H14a2 2 0 0 1 2 2v3.34l1 1L22 8v8" />
  </Icon>
);

/** A video camera. */
export const CameraIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M23 7l-7 5 7 5V7z" />
    <rect x="1" y="5" width="15" height="14" rx="2" />
  </Icon>
);

/** A stopwatch-like clock for the elapsed time. */
export const TimerIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="13" r="8" />
    <path d="M12 9v4l2 2" />
    <path d="M9 2h6" />
  </Icon>
);

/** Send arrow. */
export const SendIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M22 2L11 13" />
    <path d="M22 2l-7 20-4-9-9-4 20-7z" />
  </Icon>
);
