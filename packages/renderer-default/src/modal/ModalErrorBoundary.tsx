'use client';
import { Component } from 'react';
import type { ReactNode } from 'react';

/** Props of ModalErrorBoundary. */
export interface ModalErrorBoundaryProps {
  /** Whether the modal is wanted on screen (open, or embedded); an opening after a failure tries the modal again. */
  readonly open: boolean;
  /** Hears each error caught. */
  readonly onError: (error: unknown) => void;
  /** What shows in the modal's place after a failure; `reset` renders the modal again. */
  readonly fallback: (reset: () => void) => ReactNode;
  readonly children?: ReactNode;
}

interface ModalErrorBoundaryState {
  readonly failed: boolean;
  /** `open` as last rendered, to see an opening. */
  readonly wasOpen: boolean;
}

/**
 * Keeps a render error inside the modal in the modal: without a boundary React unmounts the whole root, and the
 * modal shares its root with the host's app. Data from wallets and directories reaches the modal's render, so
 * such an error must never cost the host its page.
 */
export class ModalErrorBoundary extends Component<ModalErrorBoundaryProps, ModalErrorBoundaryState> {
  override state: ModalErrorBoundaryState = { failed: false, wasOpen: this.props.open };

  static getDerivedStateFromError(): Partial<ModalErrorBoundaryState> {
    return { failed: true };
  }

  // Reset in the render of the opening itself, so the next opening shows the modal rather than a stale failure.
  static getDerivedStateFromProps(props: ModalErrorBoundaryProps, state: ModalErrorBoundaryState): Partial<ModalErrorBoundaryState> | null {
    if (props.open === state.wasOpen) return null;
    return props.open && state.failed ? { failed: false, wasOpen: true } : { wasOpen: props.open };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  readonly reset = (): void => {
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.reset) : this.props.children;
  }
}
