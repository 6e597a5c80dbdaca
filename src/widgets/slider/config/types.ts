import type { RefObject } from 'react';
import type { Breakpoint, Layout } from './config';

export interface SliderConfig {
  host: HTMLElement | null;
  track: RefObject<HTMLDivElement | null>;
  rotation: RefObject<HTMLButtonElement | null>;
  /** Autoplay interval in ms; 0 = no autoplay. */
  interval: number;
  forceMotion: boolean;
  loop: boolean;
  layout: Layout;
  breakpoints: Breakpoint[];
  start: number;
  vertical: boolean;
  /** Changes whenever the host's children change. */
  version: number;
  fade: boolean;
  autoHeight: boolean;
  lazy: boolean;
  strings: { slide: string; slideLabel: string };
  /** Right to left (the element's direction: nearest dir, or lang ar/he, or the computed direction). */
  rtl: boolean;
  /** Once per change a visitor sees: the destination of a move, or a new number of slides. */
  onChange(index: number, total: number): void;
  onSlideClick(index: number, total: number): void;
  /** keen-slider failed: the slides stay readable as a static, scrollable row. */
  onError(message: string): void;
}

export interface SliderState {
  ready: boolean;
  /** The current slide; during a move, the slide being moved to. */
  index: number;
  total: number;
  /** Number of positions the picker offers (loop: every slide; else up to the last full view). */
  positions: number;
  canPrev: boolean;
  canNext: boolean;
  rtl: boolean;
  /** The rotation control is shown (autoplay configured, or started by play()). */
  hasRotation: boolean;
  /** Rotation is wanted (the button says "Stop"). */
  playing: boolean;
  /** Rotation is actually running (not paused by hover, drag or a hidden tab): the live region is off. */
  running: boolean;
  next(): void;
  prev(): void;
  goTo(index: number): void;
  play(): void;
  pause(): void;
  /** The current index right now (the target while a move is animating). */
  current(): number;
  slides(): HTMLElement[];
  /** Animations are on (no reduced motion, or force-motion). */
  motion: boolean;
}
