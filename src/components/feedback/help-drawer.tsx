import { useEffect } from 'react';
import { Drawer, Typography } from '@mantine/core';
import { useSnapshot } from 'valtio';
import { HELP_DRAWER_WIDTH } from '@contract/shell-constants';
import { closeHelp, helpDrawerStore } from '../../state/help-drawer';
import { SafeHtml } from '../safe-html/safe-html';

/**
 * The wide help drawer (part 1 §2, §4). Its body is HTML from the server and is always
 * sanitized (SafeHtml): a script or an event handler in a help item never runs. While it is open the page
 * is scrolled to the top and cannot scroll; closing clears the item.
 */
export function HelpDrawer() {
  const { item } = useSnapshot(helpDrawerStore);
  const opened = item !== null;

  useEffect(() => {
    if (opened) window.scrollTo({ top: 0 });
  }, [opened]);

  return (
    <Drawer
      opened={opened}
      onClose={closeHelp}
      position="right"
      size={HELP_DRAWER_WIDTH}
      title={item?.title}
      trapFocus
      closeOnEscape
      lockScroll
      closeButtonProps={{ 'aria-label': 'Close help' }}
    >
      <Typography>
        <SafeHtml data-testid="help-body" html={item?.body ?? ''} />
      </Typography>
    </Drawer>
  );
}
