/** The literal colors and shadows that distinguish one theme from another; everything else is shared. */
export interface Palette {
  colors: {
    background: string;
    surface: string;
    surfaceRaised: string;
    overlay: string;
    text: string;
    textSecondary: string;
    textMuted: string;
    border: string;
    accent: string;
    accentText: string;
    success: string;
    error: string;
    warning: string;
    skeleton: string;
  };
  shadows: {
    modal: string;
    raised: string;
  };
}
