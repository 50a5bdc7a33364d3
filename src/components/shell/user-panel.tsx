import type { ReactNode } from 'react';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { formatMemberSince } from '@contract/shell-constants';
import { logout, sessionStore } from '../../state/session';
import { AppAnchor } from '../links/app-anchor';

/** Change-password page of the provider (part 1 §2: leaves the app). */
const CHANGE_PASSWORD_URL = '/user/password';

/** Who is logged in, the saved views (beyond the spec), Chg. Password and Logout (part 1 §2, §4). */
export function UserPanel({ actions }: { actions?: ReactNode }) {
  const { userInfo } = useSnapshot(sessionStore);
  const navigate = useNavigate();
  if (userInfo === null) return null;

  return (
    <Group gap="md" wrap="nowrap" c="gray.0">
      <Stack gap={0} align="flex-end">
        <Text size="sm" fw={700} data-testid="user-full-name">
          {userInfo.full_name}
        </Text>
        <Text size="xs">{userInfo.organization}</Text>
        <Text size="xs">Member since {formatMemberSince(userInfo.member_since)}</Text>
      </Stack>
      {actions}
      <Anchor component={AppAnchor} url={CHANGE_PASSWORD_URL} size="sm" c="gray.0" underline="always">
        Chg. Password
      </Anchor>
      <Button
        variant="outline"
        color="gray.0"
        size="xs"
        onClick={() => {
          void logout().then(() => navigate({ to: '/login' }));
        }}
      >
        Logout
      </Button>
    </Group>
  );
}
