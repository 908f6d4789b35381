// The product name as gradient logo text (spec section 1).
import { Text, type TextProps } from '@mantine/core';

import { PRODUCT_NAME } from '@ledger/contract/product';

export function GradientLogo(props: TextProps) {
  return (
    <Text
      component="span"
      fw={800}
      fz="xl"
      variant="gradient"
      gradient={{ from: 'indigo.7', to: 'cyan.7', deg: 90 }}
      {...props}
    >
      {PRODUCT_NAME}
    </Text>
  );
}
