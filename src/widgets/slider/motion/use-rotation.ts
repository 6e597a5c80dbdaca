import { useEffect, useRef, useState } from 'react';
import { realTarget } from '../../../core/host/events';
import { DEFAULT_INTERVAL } from '../spec';
import type { SliderConfig } from '../config/types';

const DRAG_CLICK_PX = 6;

/** The slider's own elements and autoplay interval (as configured), and its state as it moves. */
export interface RotationInput extends Pick<SliderConfig, 'host' | 'track' | 'rotation' | 'interval'> {
  motion: boolean;
  /** The slider can rotate (ready, more than one slide). */
  active: boolean;
  dragging: boolean;
  /** Changes with every slide change: the timer restarts. */
  index: number;
  /** A move is animating: the interval counts from when it has ended (the slide's full dwell time). */
  moving: boolean;
  /** One rotation step (next, or back to the start at the end). */
  advance(): void;
  /** A click on a slide that was not the end of a drag (for inlay-slide-click). */
  onSlideClick(event: MouseEvent): void;
}

/**
 * The APG rotation rules: `playing` is the visitor's (or page's) intent; hover, drag and a hidden tab
 * pause it; keyboard focus entering the carousel stops it for good. Also keeps a drag that moved from
 * turning into a click on a link inside a slide.
 */
export function useRotation(input: RotationInput) {
  const { host, track, interval, motion } = input;
  const [playing, setPlaying] = useState(false);
  const [hover, setHover] = useState(false);
  const [docHidden, setDocHidden] = useState(typeof document !== 'undefined' && document.hidden);
  // The latest input, for the timer and the listeners (set up once, called later).
  const latest = useRef(input);
  latest.current = input;

  const wantsAutoplay = interval > 0 && motion;
  useEffect(() => {
    setPlaying(wantsAutoplay);
  }, [wantsAutoplay]);

  const running = playing && !hover && !input.dragging && !docHidden && input.active;
  useEffect(() => {
    if (!running || input.moving) return;
    const id = setTimeout(() => latest.current.advance(), interval || DEFAULT_INTERVAL);
    return () => clearTimeout(id);
  }, [running, input.moving, input.index, interval]);

  useEffect(() => {
    const on = () => setDocHidden(document.hidden);
    document.addEventListener('visibilitychange', on);
    return () => document.removeEventListener('visibilitychange', on);
  }, []);

  useEffect(() => {
    if (!host) return;
    let byPointer = false;
    let pointerTimer: ReturnType<typeof setTimeout> | undefined;
    let downX = 0;
    let downY = 0;
    let moved = 0;
    const enter = (e: PointerEvent) => e.pointerType === 'mouse' && setHover(true);
    const leave = (e: PointerEvent) => e.pointerType === 'mouse' && setHover(false);
    // Movement is tracked on the document during a press: the pointer may leave the slider mid-drag.
    const move = (event: PointerEvent) => {
      moved = Math.max(moved, Math.hypot(event.clientX - downX, event.clientY - downY));
    };
    const up = () => {
      document.removeEventListener('pointermove', move, true);
      document.removeEventListener('pointerup', up, true);
      document.removeEventListener('pointercancel', up, true);
    };
    const down = (event: PointerEvent) => {
      byPointer = true;
      clearTimeout(pointerTimer);
      pointerTimer = setTimeout(() => (byPointer = false), 300);
      downX = event.clientX;
      downY = event.clientY;
      moved = 0;
      up();
      document.addEventListener('pointermove', move, { capture: true, passive: true });
      document.addEventListener('pointerup', up, true);
      document.addEventListener('pointercancel', up, true);
    };
    const click = (event: MouseEvent) => {
      if (track.current && event.composedPath().includes(track.current)) {
        if (moved > DRAG_CLICK_PX) {
          event.preventDefault();
          event.stopPropagation();
        } else latest.current.onSlideClick(event);
      }
      moved = 0;
    };
    const focusIn = (event: FocusEvent) => {
      // Mouse users have the hover pause; a click that focuses a control is not "focus entering".
      if (byPointer) return;
      const from = event.relatedTarget as Node | null;
      const inside = !!from && (from === host || host.contains(from));
      if (inside && realTarget(event) === latest.current.rotation.current) return;
      setPlaying(false);
    };
    host.addEventListener('pointerenter', enter);
    host.addEventListener('pointerleave', leave);
    host.addEventListener('pointerdown', down, true);
    host.addEventListener('click', click, true);
    host.addEventListener('focusin', focusIn);
    return () => {
      clearTimeout(pointerTimer);
      host.removeEventListener('pointerenter', enter);
      host.removeEventListener('pointerleave', leave);
      host.removeEventListener('pointerdown', down, true);
      up();
      host.removeEventListener('click', click, true);
      host.removeEventListener('focusin', focusIn);
    };
  }, [host, track]);

  const controls = useState(() => ({
    play() {
      setHover(false);
      setPlaying(true);
    },
    pause: () => setPlaying(false),
  }))[0];
  return { playing, running, ...controls };
}
