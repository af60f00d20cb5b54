import { useNavigation } from '@remix-run/react';

/** A thin bar at the top of the window while a navigation is pending. Pure CSS animation, no timers. */
export function NavigationProgress() {
  const navigation = useNavigation();
  return (
    <div
      aria-hidden="true"
      className="navigation-progress"
      data-state={navigation.state}
      data-testid="navigation-progress"
    />
  );
}
