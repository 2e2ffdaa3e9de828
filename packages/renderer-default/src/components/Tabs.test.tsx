// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from './Tabs.js';

type Tab = 'Tokens' | 'NFTs' | 'Activity';

function Harness({ initial = 'Tokens' }: { initial?: Tab }) {
  const [value, setValue] = useState<Tab>(initial);
  return (
    <Tabs<Tab>
      label="Assets"
      tabs={[
        { id: 'Tokens', label: 'Tokens' },
        { id: 'NFTs', label: 'NFTs' },
        { id: 'Activity', label: 'Activity' },
      ]}
      value={value}
      onChange={setValue}
    >
      <p>{value} panel</p>
    </Tabs>
  );
}

afterEach(cleanup);

describe('Tabs', () => {
  it('has the tabs roles, one tab stop and a panel labelled by the selected tab', () => {
    render(<Harness />);
    const list = screen.getByRole('tablist', { name: 'Assets' });
    const tabs = screen.getAllByRole('tab');
    expect(list).toBeTruthy();
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs[0]?.id);
    expect(tabs[0]?.getAttribute('aria-controls')).toBe(panel.id);
    expect(tabs[1]?.hasAttribute('aria-controls')).toBe(false);
    expect(panel.textContent).toBe('Tokens panel');
  });

  it('moves and selects with the arrow keys (wrapping), Home and End', () => {
    render(<Harness />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    tab('Tokens').focus();
    fireEvent.keyDown(tab('Tokens'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('NFTs'));
    expect(tab('NFTs').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('NFTs panel');

    fireEvent.keyDown(tab('NFTs'), { key: 'ArrowRight' });
    fireEvent.keyDown(tab('Activity'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Tokens'));

    fireEvent.keyDown(tab('Tokens'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('Activity'));
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tab('Activity').id);

    fireEvent.keyDown(tab('Activity'), { key: 'Home' });
    expect(document.activeElement).toBe(tab('Tokens'));
    fireEvent.keyDown(tab('Tokens'), { key: 'End' });
    expect(document.activeElement).toBe(tab('Activity'));
    expect(tab('Activity').tabIndex).toBe(0);
    expect(tab('Tokens').tabIndex).toBe(-1);
  });

  it('selects a clicked tab and ignores other keys', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('tab', { name: 'Activity' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Activity panel');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Activity' }), { key: 'a' });
    expect(screen.getByRole('tabpanel').textContent).toBe('Activity panel');
  });
});
