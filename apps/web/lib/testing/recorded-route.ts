import { jsonBody, type FakeRoute } from './fake-api';

/** For unit tests only: a route that gives `answer` and keeps the JSON body of each call, oldest first. */
export function recordedRoute(answer: ReturnType<FakeRoute>) {
  const bodies: Record<string, unknown>[] = [];
  const route: FakeRoute = (init) => {
    bodies.push(jsonBody(init));
    return answer;
  };
  return { route, bodies };
}
