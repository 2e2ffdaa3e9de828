/** SDK type and version sent to the services as `st` and `sv`. */
export const SDK_TYPE = 'connect-modal';
export const SDK_VERSION = '0.1.0';
