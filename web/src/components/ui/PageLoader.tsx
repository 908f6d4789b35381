// Full-page spinner while the session loads.
import { Center, Loader } from '@mantine/core';

export function PageLoader() {
  return (
    <Center h="100vh" aria-busy="true">
      <Loader aria-label="Loading" />
    </Center>
  );
}
