'use client';

import { cloneElement, useId, type KeyboardEvent, type ReactElement } from 'react';
import classes from './hint.module.css';

interface HintProps {
  /** What the bubble says. */
  label: string;
  /** The element the hint is about: a button or an icon with its own accessible name. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  /** Where the bubble stands: above (default) or below the element. */
  side?: 'top' | 'bottom';
  /** Its horizontal alignment: centred on the element (default), or ending at its right edge. */
  align?: 'center' | 'end';
  /**
   * Whether assistive technology hears the label as the element's description. Leave it off where
   * the element's own name already says it (an icon button labelled "Bookmark").
   */
  describe?: boolean;
  /** Delay before the bubble shows on hover, in ms. */
  openDelay?: number;
  /** Classes of the wrapper (e.g. Mantine's `mantine-visible-from-sm` when the element has `visibleFrom`). */
  className?: string;
}

/** Escape hides a shown hint until the pointer or focus leaves it (WCAG 1.4.13). */
function dismissOnEscape(event: KeyboardEvent<HTMLSpanElement>) {
  if (event.key === 'Escape') event.currentTarget.dataset.dismissed = '';
}
function undismiss(event: { currentTarget: HTMLSpanElement }) {
  delete event.currentTarget.dataset.dismissed;
}

/**
 * A small label shown on hover, focus or touch, drawn by CSS alone. Pages shown before any
 * interaction use it instead of Mantine's Tooltip, which brings floating-ui and a set of hooks
 * to every card that has one (docs/web.md section 5).
 */
export function Hint({
  label,
  children,
  side = 'top',
  align = 'center',
  describe = false,
  openDelay,
  className,
}: HintProps) {
  const id = useId();
  return (
    <span
      className={className ? `${classes.hint} ${className}` : classes.hint}
      data-side={side}
      data-align={align}
      onKeyDown={dismissOnEscape}
      onMouseLeave={undismiss}
      onBlur={undismiss}
      style={openDelay ? { ['--hint-delay' as string]: `${openDelay}ms` } : undefined}
    >
      {describe ? cloneElement(children, { 'aria-describedby': id }) : children}
      <span
        className={classes.bubble}
        id={describe ? id : undefined}
        role={describe ? 'tooltip' : undefined}
        aria-hidden={describe ? undefined : true}
      >
        {label}
      </span>
    </span>
  );
}
