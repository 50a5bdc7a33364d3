import { useEffect, useMemo } from 'react';
import { Drawer, Typography } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useSnapshot } from 'valtio';
import { HELP_DRAWER_WIDTH } from '@contract/shell-constants';
import { closeHelp, helpDrawerStore } from '../../state/help-drawer';

/**
 * The wide help drawer (part 1 §2, §4). Its body is HTML from the server and is always
 * sanitized: a script or an event handler in a help item never runs. While it is open the page
 * is scrolled to the top and cannot scroll; closing clears the item.
 */
export function HelpDrawer() {
  const { item } = useSnapshot(helpDrawerStore);
  const opened = item !== null;
  const safeBody = useMemo(() => (item ? DOMPurify.sanitize(item.body) : ''), [item]);

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
        <div data-testid="help-body" dangerouslySetInnerHTML={{ __html: safeBody }} />
      </Typography>
    </Drawer>
  );
}
