// The refs a client calls through carry each endpoint's own path, access and flags, and load() brings the
// endpoint itself: every endpoint of the API has one, so a table added to endpoints/ without its line in
// endpoint-refs.ts fails here.
import { describe, expect, it } from 'vitest';
import type { Endpoint } from './endpoint.ts';
import * as refs from './endpoint-refs.ts';
import type { EndpointRef } from './endpoint-refs.ts';
import { allEndpoints } from './endpoints/index.ts';

type Node = EndpointRef | { [key: string]: Node };
const isRef = (node: Node): node is EndpointRef => typeof node.path === 'string';

function refsIn(node: Node): EndpointRef[] {
  return isRef(node) ? [node] : Object.values(node).flatMap(refsIn);
}

const allRefs = Object.values(refs as unknown as Record<string, Node>).flatMap(refsIn);

describe('endpoint refs', () => {
  it('when each ref is loaded, then it brings its own endpoint, whose path, access and flags the ref carries', async () => {
    for (const ref of allRefs) {
      const endpoint: Endpoint = await ref.load();
      expect({ path: ref.path, access: ref.access, command: ref.command, file: ref.file, revalidate: ref.revalidate }).toEqual({
        path: endpoint.path,
        access: endpoint.access,
        command: endpoint.command,
        file: endpoint.file,
        revalidate: endpoint.revalidate,
      });
      expect(allEndpoints).toContain(endpoint);
    }
  });

  it('when the API has an endpoint, then a client can call it by a ref', () => {
    const withRefs = new Set(allRefs.map((ref) => ref.path));
    expect(allEndpoints.map((e) => e.path).filter((path) => !withRefs.has(path))).toEqual([]);
  });

  it('when refs are written as JSON (as the web build reads them), then only their metadata is kept', () => {
    const login = JSON.parse(JSON.stringify(refs.identityEndpoints.login)) as unknown;
    expect(login).toEqual({ path: '/user/login/v1', access: 'public', command: false });
  });
});
