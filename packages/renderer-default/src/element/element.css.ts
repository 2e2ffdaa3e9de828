import { style } from '@vanilla-extract/css';

/** The custom element itself: a block, so an embedded modal takes the width it is given. */
export const host = style({
  display: 'block',
});
