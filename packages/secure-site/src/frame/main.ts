import { startFrame } from './startFrame.js';

// The iframe page's script (bundled to frame.js): start the bridge once, in the page's own window.
startFrame(window);
