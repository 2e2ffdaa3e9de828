import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // The app stands in its own folder: trace server files from here, not from a parent folder's lock file.
  outputFileTracingRoot: import.meta.dirname,
  turbopack: { root: import.meta.dirname },
};

export default nextConfig;
