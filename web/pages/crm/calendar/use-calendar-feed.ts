// The state of the user's iCalendar feed, and generating or revoking its secret URL. The URL is
// only known right after generating it: it is kept here until the page is left.
import { useCallback, useEffect, useState } from "react";
import { generateFeed, loadFeed, revokeFeed, type FeedState } from "./feed-api";

export function useCalendarFeed() {
  const [state, setState] = useState<FeedState>();
  const [failed, setFailed] = useState(false);
  const [url, setUrl] = useState<string>();
  const [working, setWorking] = useState(false);

  useEffect(() => {
    let alive = true;
    loadFeed()
      .then((feed) => alive && setState(feed))
      .catch(() => alive && setFailed(true));
    return () => {
      alive = false;
    };
  }, []);

  const act = useCallback(async (work: () => Promise<void>) => {
    setWorking(true);
    try {
      await work();
      return true;
    } catch {
      // Toasted by the HTTP client.
      return false;
    } finally {
      setWorking(false);
    }
  }, []);

  const generate = () =>
    act(async () => {
      setUrl(await generateFeed());
      setState({ active: true, created_at: new Date().toISOString() });
    });

  const revoke = () =>
    act(async () => {
      await revokeFeed();
      setUrl(undefined);
      setState({ active: false, created_at: null });
    });

  return { state, failed, url, working, generate, revoke };
}
