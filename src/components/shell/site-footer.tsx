import { Anchor, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useSnapshot } from 'valtio';
import { configurationStore } from '../../state/configuration';
import { AppAnchor } from '../links/app-anchor';
import { linkTarget } from '../links/link-target';
import { Logo } from './logo';

/** A configured image path such as "/logo.svg" is one of the app's own files under /database/. */
function imageSource(url: string): string {
  return linkTarget(url)?.href ?? url;
}

/**
 * The footer from the footer links (part 1 §2, §7): logo, main links, contact email then phone,
 * addresses, footer navigation buttons, copyright. Nothing is shown until the links arrive.
 */
export function SiteFooter() {
  const { footerLinks } = useSnapshot(configurationStore);
  if (footerLinks === null) return null;
  const contactInfo = footerLinks['contact-info'];
  const logo = footerLinks['footer-logo'];

  return (
    <Stack gap="md" p="lg" bg="primary.6" c="gray.0">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        <Stack gap="xs">
          {logo.url ? (
            <img src={imageSource(logo.url)} alt={logo.alt} height={32} style={{ alignSelf: 'flex-start' }} />
          ) : (
            <Logo />
          )}
          <nav aria-label="Footer main links">
            <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {footerLinks['main-nav-links'].map((link) => (
                <li key={`${link.text}-${link.url}`}>
                  <Anchor component={AppAnchor} url={link.url} c="gray.0" size="sm">
                    {link.text}
                  </Anchor>
                </li>
              ))}
            </Stack>
          </nav>
        </Stack>
        <Stack gap={4}>
          <Text fw={700} size="sm">
            Contact
          </Text>
          {contactInfo.contact.map((entry) => (
            <Anchor
              key={`${entry.type}-${entry.value}`}
              component={AppAnchor}
              url={entry.type === 'email' ? `mailto:${entry.value}` : `tel:${entry.value.replace(/[^\d+]/g, '')}`}
              c="gray.0"
              size="sm"
            >
              {entry.value}
            </Anchor>
          ))}
        </Stack>
        <Stack gap="sm">
          {contactInfo.address.map((address) => (
            <Text component="address" key={address.name} size="sm" style={{ fontStyle: 'normal' }}>
              <strong>{address.name}</strong>
              {address.lines.map((line) => (
                <span key={line} style={{ display: 'block' }}>
                  {line}
                </span>
              ))}
            </Text>
          ))}
        </Stack>
      </SimpleGrid>
      <Group justify="space-between" wrap="wrap">
        <nav aria-label="Footer navigation">
          <Group gap="xs">
            {footerLinks['footer-nav-links'].map((link) => (
              <Button
                key={`${link.text}-${link.url}`}
                component={AppAnchor}
                url={link.url}
                variant="outline"
                color="gray.0"
                size="xs"
              >
                {link.text}
              </Button>
            ))}
          </Group>
        </nav>
        <Text size="xs">{footerLinks.copyright}</Text>
      </Group>
    </Stack>
  );
}
