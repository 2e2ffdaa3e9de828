/** The Farcaster mark: a white arch on the network's purple tile. Decorative. */
export function FarcasterIcon({ size = 36, radius = 10 }: { size?: number; radius?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 36 36" aria-hidden="true" focusable="false">
      <rect width="36" height="36" rx={(radius * 36) / size} fill="#7c65c1" />
      <path fill="#fff" d="M10 9h16v18h-3v-8a5 5 0 0 0-10 0v8h-3z" />
    </svg>
  );
}
