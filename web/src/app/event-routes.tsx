import { Route, Routes } from 'react-router';
import { page } from './lazy-page';
import { NotFoundPage } from './pages/NotFoundPage';

const EventsPage = page(() => import('./pages/EventsPage'), ['events', 'onboarding']);
const CheckInPage = page(() => import('./pages/CheckInPage'), ['events']);
const CardsPage = page(() => import('./pages/CardsPage'), ['events']);
const WheelPage = page(() => import('./pages/WheelPage'), ['events']);
const FlippingPage = page(() => import('./pages/FlippingPage'), ['events']);
const SurveyPage = page(() => import('./pages/SurveyPage'), ['events', 'onboarding']);
const PreRegisterPage = page(() => import('./pages/PreRegisterPage'), ['events', 'onboarding']);
const SeasonalPage = page(() => import('./pages/SeasonalPage'), ['events', 'seasonal']);
const LadderPage = page(() => import('./pages/LadderPage'), ['events', 'ladder']);
const RechargePage = page(() => import('./pages/RechargePage'), ['events', 'ladder']);
const WindowsPage = page(() => import('./pages/WindowsPage'), ['events']);
const SnowPage = page(() => import('./pages/SnowPage'), ['events']);
const BargainPage = page(() => import('./pages/BargainPage'), ['social']);
const OldNewPage = page(() => import('./pages/OldNewPage'), ['social', 'events']);
const GroupGrabPage = page(() => import('./pages/GroupGrabPage'), ['groupgrab']);
const CouponPage = page(() => import('./pages/CouponPage'), ['groupgrab']);

/** `/event/*`: the event pages, each its own lazily loaded chunk (kept out of the first paint's route table). */
export default function EventRoutes() {
  return (
    <Routes>
      <Route index element={<EventsPage />} />
      <Route path="check" element={<CheckInPage />} />
      <Route path="cards" element={<CardsPage />} />
      <Route path="ladder" element={<LadderPage />} />
      <Route path="recharge" element={<RechargePage />} />
      <Route path="wheel" element={<WheelPage />} />
      <Route path="flipping" element={<FlippingPage />} />
      <Route path="windows" element={<WindowsPage />} />
      <Route path="snow" element={<SnowPage />} />
      <Route path="groupgrab" element={<GroupGrabPage />} />
      <Route path="coupon" element={<CouponPage />} />
      <Route path="survey" element={<SurveyPage />} />
      <Route path="pre-register" element={<PreRegisterPage />} />
      <Route path="christmas" element={<SeasonalPage />} />
      <Route path="thanksgiving" element={<SeasonalPage />} />
      <Route path="saints" element={<SeasonalPage />} />
      <Route path="bargain" element={<BargainPage />} />
      <Route path="old-new" element={<OldNewPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
