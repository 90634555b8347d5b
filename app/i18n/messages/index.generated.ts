// Written by `npm run i18n:index` from the folders in app/i18n/messages; do not edit.
import type { MessageTree } from "../define";
import about_en from "./about/en";
import about_ha from "./about/ha";
import about_ig from "./about/ig";
import about_pcm from "./about/pcm";
import about_yo from "./about/yo";
import admin_en from "./admin/en";
import admin_ha from "./admin/ha";
import admin_ig from "./admin/ig";
import admin_pcm from "./admin/pcm";
import admin_yo from "./admin/yo";
import admin_analytics_en from "./admin-analytics/en";
import admin_analytics_ha from "./admin-analytics/ha";
import admin_analytics_ig from "./admin-analytics/ig";
import admin_analytics_pcm from "./admin-analytics/pcm";
import admin_analytics_yo from "./admin-analytics/yo";
import admin_consultations_en from "./admin-consultations/en";
import admin_consultations_ha from "./admin-consultations/ha";
import admin_consultations_ig from "./admin-consultations/ig";
import admin_consultations_pcm from "./admin-consultations/pcm";
import admin_consultations_yo from "./admin-consultations/yo";
import admin_consulting_en from "./admin-consulting/en";
import admin_consulting_ha from "./admin-consulting/ha";
import admin_consulting_ig from "./admin-consulting/ig";
import admin_consulting_pcm from "./admin-consulting/pcm";
import admin_consulting_yo from "./admin-consulting/yo";
import admin_content_en from "./admin-content/en";
import admin_content_ha from "./admin-content/ha";
import admin_content_ig from "./admin-content/ig";
import admin_content_pcm from "./admin-content/pcm";
import admin_content_yo from "./admin-content/yo";
import admin_coupons_en from "./admin-coupons/en";
import admin_coupons_ha from "./admin-coupons/ha";
import admin_coupons_ig from "./admin-coupons/ig";
import admin_coupons_pcm from "./admin-coupons/pcm";
import admin_coupons_yo from "./admin-coupons/yo";
import admin_course_form_en from "./admin-course-form/en";
import admin_course_form_ha from "./admin-course-form/ha";
import admin_course_form_ig from "./admin-course-form/ig";
import admin_course_form_pcm from "./admin-course-form/pcm";
import admin_course_form_yo from "./admin-course-form/yo";
import admin_courses_en from "./admin-courses/en";
import admin_courses_ha from "./admin-courses/ha";
import admin_courses_ig from "./admin-courses/ig";
import admin_courses_pcm from "./admin-courses/pcm";
import admin_courses_yo from "./admin-courses/yo";
import admin_messages_en from "./admin-messages/en";
import admin_messages_ha from "./admin-messages/ha";
import admin_messages_ig from "./admin-messages/ig";
import admin_messages_pcm from "./admin-messages/pcm";
import admin_messages_yo from "./admin-messages/yo";
import admin_overview_en from "./admin-overview/en";
import admin_overview_ha from "./admin-overview/ha";
import admin_overview_ig from "./admin-overview/ig";
import admin_overview_pcm from "./admin-overview/pcm";
import admin_overview_yo from "./admin-overview/yo";
import admin_payments_en from "./admin-payments/en";
import admin_payments_ha from "./admin-payments/ha";
import admin_payments_ig from "./admin-payments/ig";
import admin_payments_pcm from "./admin-payments/pcm";
import admin_payments_yo from "./admin-payments/yo";
import admin_quizzes_en from "./admin-quizzes/en";
import admin_quizzes_ha from "./admin-quizzes/ha";
import admin_quizzes_ig from "./admin-quizzes/ig";
import admin_quizzes_pcm from "./admin-quizzes/pcm";
import admin_quizzes_yo from "./admin-quizzes/yo";
import admin_site_settings_en from "./admin-site-settings/en";
import admin_site_settings_ha from "./admin-site-settings/ha";
import admin_site_settings_ig from "./admin-site-settings/ig";
import admin_site_settings_pcm from "./admin-site-settings/pcm";
import admin_site_settings_yo from "./admin-site-settings/yo";
import admin_stories_en from "./admin-stories/en";
import admin_stories_ha from "./admin-stories/ha";
import admin_stories_ig from "./admin-stories/ig";
import admin_stories_pcm from "./admin-stories/pcm";
import admin_stories_yo from "./admin-stories/yo";
import admin_system_en from "./admin-system/en";
import admin_system_ha from "./admin-system/ha";
import admin_system_ig from "./admin-system/ig";
import admin_system_pcm from "./admin-system/pcm";
import admin_system_yo from "./admin-system/yo";
import admin_users_en from "./admin-users/en";
import admin_users_ha from "./admin-users/ha";
import admin_users_ig from "./admin-users/ig";
import admin_users_pcm from "./admin-users/pcm";
import admin_users_yo from "./admin-users/yo";
import auth_en from "./auth/en";
import auth_ha from "./auth/ha";
import auth_ig from "./auth/ig";
import auth_pcm from "./auth/pcm";
import auth_yo from "./auth/yo";
import booking_manage_en from "./booking-manage/en";
import booking_manage_ha from "./booking-manage/ha";
import booking_manage_ig from "./booking-manage/ig";
import booking_manage_pcm from "./booking-manage/pcm";
import booking_manage_yo from "./booking-manage/yo";
import careers_en from "./careers/en";
import careers_ha from "./careers/ha";
import careers_ig from "./careers/ig";
import careers_pcm from "./careers/pcm";
import careers_yo from "./careers/yo";
import catalog_en from "./catalog/en";
import catalog_ha from "./catalog/ha";
import catalog_ig from "./catalog/ig";
import catalog_pcm from "./catalog/pcm";
import catalog_yo from "./catalog/yo";
import certificate_check_en from "./certificate-check/en";
import certificate_check_ha from "./certificate-check/ha";
import certificate_check_ig from "./certificate-check/ig";
import certificate_check_pcm from "./certificate-check/pcm";
import certificate_check_yo from "./certificate-check/yo";
import checkout_en from "./checkout/en";
import checkout_ha from "./checkout/ha";
import checkout_ig from "./checkout/ig";
import checkout_pcm from "./checkout/pcm";
import checkout_yo from "./checkout/yo";
import common_en from "./common/en";
import common_ha from "./common/ha";
import common_ig from "./common/ig";
import common_pcm from "./common/pcm";
import common_yo from "./common/yo";
import consulting_en from "./consulting/en";
import consulting_ha from "./consulting/ha";
import consulting_ig from "./consulting/ig";
import consulting_pcm from "./consulting/pcm";
import consulting_yo from "./consulting/yo";
import content_pages_en from "./content-pages/en";
import content_pages_ha from "./content-pages/ha";
import content_pages_ig from "./content-pages/ig";
import content_pages_pcm from "./content-pages/pcm";
import content_pages_yo from "./content-pages/yo";
import home_en from "./home/en";
import home_ha from "./home/ha";
import home_ig from "./home/ig";
import home_pcm from "./home/pcm";
import home_yo from "./home/yo";
import learner_en from "./learner/en";
import learner_ha from "./learner/ha";
import learner_ig from "./learner/ig";
import learner_pcm from "./learner/pcm";
import learner_yo from "./learner/yo";
import learner_certificates_en from "./learner-certificates/en";
import learner_certificates_ha from "./learner-certificates/ha";
import learner_certificates_ig from "./learner-certificates/ig";
import learner_certificates_pcm from "./learner-certificates/pcm";
import learner_certificates_yo from "./learner-certificates/yo";
import learner_course_en from "./learner-course/en";
import learner_course_ha from "./learner-course/ha";
import learner_course_ig from "./learner-course/ig";
import learner_course_pcm from "./learner-course/pcm";
import learner_course_yo from "./learner-course/yo";
import learner_courses_en from "./learner-courses/en";
import learner_courses_ha from "./learner-courses/ha";
import learner_courses_ig from "./learner-courses/ig";
import learner_courses_pcm from "./learner-courses/pcm";
import learner_courses_yo from "./learner-courses/yo";
import learner_dashboard_en from "./learner-dashboard/en";
import learner_dashboard_ha from "./learner-dashboard/ha";
import learner_dashboard_ig from "./learner-dashboard/ig";
import learner_dashboard_pcm from "./learner-dashboard/pcm";
import learner_dashboard_yo from "./learner-dashboard/yo";
import learner_notifications_en from "./learner-notifications/en";
import learner_notifications_ha from "./learner-notifications/ha";
import learner_notifications_ig from "./learner-notifications/ig";
import learner_notifications_pcm from "./learner-notifications/pcm";
import learner_notifications_yo from "./learner-notifications/yo";
import learner_offline_en from "./learner-offline/en";
import learner_offline_ha from "./learner-offline/ha";
import learner_offline_ig from "./learner-offline/ig";
import learner_offline_pcm from "./learner-offline/pcm";
import learner_offline_yo from "./learner-offline/yo";
import learner_payments_en from "./learner-payments/en";
import learner_payments_ha from "./learner-payments/ha";
import learner_payments_ig from "./learner-payments/ig";
import learner_payments_pcm from "./learner-payments/pcm";
import learner_payments_yo from "./learner-payments/yo";
import learner_progress_en from "./learner-progress/en";
import learner_progress_ha from "./learner-progress/ha";
import learner_progress_ig from "./learner-progress/ig";
import learner_progress_pcm from "./learner-progress/pcm";
import learner_progress_yo from "./learner-progress/yo";
import learner_quiz_en from "./learner-quiz/en";
import learner_quiz_ha from "./learner-quiz/ha";
import learner_quiz_ig from "./learner-quiz/ig";
import learner_quiz_pcm from "./learner-quiz/pcm";
import learner_quiz_yo from "./learner-quiz/yo";
import legal_en from "./legal/en";
import legal_ha from "./legal/ha";
import legal_ig from "./legal/ig";
import legal_pcm from "./legal/pcm";
import legal_yo from "./legal/yo";
import mail_en from "./mail/en";
import mail_ha from "./mail/ha";
import mail_ig from "./mail/ig";
import mail_pcm from "./mail/pcm";
import mail_yo from "./mail/yo";
import notices_en from "./notices/en";
import notices_ha from "./notices/ha";
import notices_ig from "./notices/ig";
import notices_pcm from "./notices/pcm";
import notices_yo from "./notices/yo";
import pdf_en from "./pdf/en";
import pdf_ha from "./pdf/ha";
import pdf_ig from "./pdf/ig";
import pdf_pcm from "./pdf/pcm";
import pdf_yo from "./pdf/yo";
import public_forms_en from "./public-forms/en";
import public_forms_ha from "./public-forms/ha";
import public_forms_ig from "./public-forms/ig";
import public_forms_pcm from "./public-forms/pcm";
import public_forms_yo from "./public-forms/yo";
import services_en from "./services/en";
import services_ha from "./services/ha";
import services_ig from "./services/ig";
import services_pcm from "./services/pcm";
import services_yo from "./services/yo";
import settings_en from "./settings/en";
import settings_ha from "./settings/ha";
import settings_ig from "./settings/ig";
import settings_pcm from "./settings/pcm";
import settings_yo from "./settings/yo";
import site_sections_en from "./site-sections/en";
import site_sections_ha from "./site-sections/ha";
import site_sections_ig from "./site-sections/ig";
import site_sections_pcm from "./site-sections/pcm";
import site_sections_yo from "./site-sections/yo";
import sms_en from "./sms/en";
import sms_ha from "./sms/ha";
import sms_ig from "./sms/ig";
import sms_pcm from "./sms/pcm";
import sms_yo from "./sms/yo";
import training_en from "./training/en";
import training_ha from "./training/ha";
import training_ig from "./training/ig";
import training_pcm from "./training/pcm";
import training_yo from "./training/yo";
import ui_en from "./ui/en";
import ui_ha from "./ui/ha";
import ui_ig from "./ui/ig";
import ui_pcm from "./ui/pcm";
import ui_yo from "./ui/yo";
import validation_en from "./validation/en";
import validation_ha from "./validation/ha";
import validation_ig from "./validation/ig";
import validation_pcm from "./validation/pcm";
import validation_yo from "./validation/yo";

export const MESSAGE_FILES: Record<string, Record<string, MessageTree>> = {
  about: { en: about_en, pcm: about_pcm, ha: about_ha, yo: about_yo, ig: about_ig },
  admin: { en: admin_en, pcm: admin_pcm, ha: admin_ha, yo: admin_yo, ig: admin_ig },
  "admin-analytics": {
    en: admin_analytics_en,
    pcm: admin_analytics_pcm,
    ha: admin_analytics_ha,
    yo: admin_analytics_yo,
    ig: admin_analytics_ig,
  },
  "admin-consultations": {
    en: admin_consultations_en,
    pcm: admin_consultations_pcm,
    ha: admin_consultations_ha,
    yo: admin_consultations_yo,
    ig: admin_consultations_ig,
  },
  "admin-consulting": {
    en: admin_consulting_en,
    pcm: admin_consulting_pcm,
    ha: admin_consulting_ha,
    yo: admin_consulting_yo,
    ig: admin_consulting_ig,
  },
  "admin-content": {
    en: admin_content_en,
    pcm: admin_content_pcm,
    ha: admin_content_ha,
    yo: admin_content_yo,
    ig: admin_content_ig,
  },
  "admin-coupons": {
    en: admin_coupons_en,
    pcm: admin_coupons_pcm,
    ha: admin_coupons_ha,
    yo: admin_coupons_yo,
    ig: admin_coupons_ig,
  },
  "admin-course-form": {
    en: admin_course_form_en,
    pcm: admin_course_form_pcm,
    ha: admin_course_form_ha,
    yo: admin_course_form_yo,
    ig: admin_course_form_ig,
  },
  "admin-courses": {
    en: admin_courses_en,
    pcm: admin_courses_pcm,
    ha: admin_courses_ha,
    yo: admin_courses_yo,
    ig: admin_courses_ig,
  },
  "admin-messages": {
    en: admin_messages_en,
    pcm: admin_messages_pcm,
    ha: admin_messages_ha,
    yo: admin_messages_yo,
    ig: admin_messages_ig,
  },
  "admin-overview": {
    en: admin_overview_en,
    pcm: admin_overview_pcm,
    ha: admin_overview_ha,
    yo: admin_overview_yo,
    ig: admin_overview_ig,
  },
  "admin-payments": {
    en: admin_payments_en,
    pcm: admin_payments_pcm,
    ha: admin_payments_ha,
    yo: admin_payments_yo,
    ig: admin_payments_ig,
  },
  "admin-quizzes": {
    en: admin_quizzes_en,
    pcm: admin_quizzes_pcm,
    ha: admin_quizzes_ha,
    yo: admin_quizzes_yo,
    ig: admin_quizzes_ig,
  },
  "admin-site-settings": {
    en: admin_site_settings_en,
    pcm: admin_site_settings_pcm,
    ha: admin_site_settings_ha,
    yo: admin_site_settings_yo,
    ig: admin_site_settings_ig,
  },
  "admin-stories": {
    en: admin_stories_en,
    pcm: admin_stories_pcm,
    ha: admin_stories_ha,
    yo: admin_stories_yo,
    ig: admin_stories_ig,
  },
  "admin-system": {
    en: admin_system_en,
    pcm: admin_system_pcm,
    ha: admin_system_ha,
    yo: admin_system_yo,
    ig: admin_system_ig,
  },
  "admin-users": {
    en: admin_users_en,
    pcm: admin_users_pcm,
    ha: admin_users_ha,
    yo: admin_users_yo,
    ig: admin_users_ig,
  },
  auth: { en: auth_en, pcm: auth_pcm, ha: auth_ha, yo: auth_yo, ig: auth_ig },
  "booking-manage": {
    en: booking_manage_en,
    pcm: booking_manage_pcm,
    ha: booking_manage_ha,
    yo: booking_manage_yo,
    ig: booking_manage_ig,
  },
  careers: { en: careers_en, pcm: careers_pcm, ha: careers_ha, yo: careers_yo, ig: careers_ig },
  catalog: { en: catalog_en, pcm: catalog_pcm, ha: catalog_ha, yo: catalog_yo, ig: catalog_ig },
  "certificate-check": {
    en: certificate_check_en,
    pcm: certificate_check_pcm,
    ha: certificate_check_ha,
    yo: certificate_check_yo,
    ig: certificate_check_ig,
  },
  checkout: {
    en: checkout_en,
    pcm: checkout_pcm,
    ha: checkout_ha,
    yo: checkout_yo,
    ig: checkout_ig,
  },
  common: { en: common_en, pcm: common_pcm, ha: common_ha, yo: common_yo, ig: common_ig },
  consulting: {
    en: consulting_en,
    pcm: consulting_pcm,
    ha: consulting_ha,
    yo: consulting_yo,
    ig: consulting_ig,
  },
  "content-pages": {
    en: content_pages_en,
    pcm: content_pages_pcm,
    ha: content_pages_ha,
    yo: content_pages_yo,
    ig: content_pages_ig,
  },
  home: { en: home_en, pcm: home_pcm, ha: home_ha, yo: home_yo, ig: home_ig },
  learner: { en: learner_en, pcm: learner_pcm, ha: learner_ha, yo: learner_yo, ig: learner_ig },
  "learner-certificates": {
    en: learner_certificates_en,
    pcm: learner_certificates_pcm,
    ha: learner_certificates_ha,
    yo: learner_certificates_yo,
    ig: learner_certificates_ig,
  },
  "learner-course": {
    en: learner_course_en,
    pcm: learner_course_pcm,
    ha: learner_course_ha,
    yo: learner_course_yo,
    ig: learner_course_ig,
  },
  "learner-courses": {
    en: learner_courses_en,
    pcm: learner_courses_pcm,
    ha: learner_courses_ha,
    yo: learner_courses_yo,
    ig: learner_courses_ig,
  },
  "learner-dashboard": {
    en: learner_dashboard_en,
    pcm: learner_dashboard_pcm,
    ha: learner_dashboard_ha,
    yo: learner_dashboard_yo,
    ig: learner_dashboard_ig,
  },
  "learner-notifications": {
    en: learner_notifications_en,
    pcm: learner_notifications_pcm,
    ha: learner_notifications_ha,
    yo: learner_notifications_yo,
    ig: learner_notifications_ig,
  },
  "learner-offline": {
    en: learner_offline_en,
    pcm: learner_offline_pcm,
    ha: learner_offline_ha,
    yo: learner_offline_yo,
    ig: learner_offline_ig,
  },
  "learner-payments": {
    en: learner_payments_en,
    pcm: learner_payments_pcm,
    ha: learner_payments_ha,
    yo: learner_payments_yo,
    ig: learner_payments_ig,
  },
  "learner-progress": {
    en: learner_progress_en,
    pcm: learner_progress_pcm,
    ha: learner_progress_ha,
    yo: learner_progress_yo,
    ig: learner_progress_ig,
  },
  "learner-quiz": {
    en: learner_quiz_en,
    pcm: learner_quiz_pcm,
    ha: learner_quiz_ha,
    yo: learner_quiz_yo,
    ig: learner_quiz_ig,
  },
  legal: { en: legal_en, pcm: legal_pcm, ha: legal_ha, yo: legal_yo, ig: legal_ig },
  mail: { en: mail_en, pcm: mail_pcm, ha: mail_ha, yo: mail_yo, ig: mail_ig },
  notices: { en: notices_en, pcm: notices_pcm, ha: notices_ha, yo: notices_yo, ig: notices_ig },
  pdf: { en: pdf_en, pcm: pdf_pcm, ha: pdf_ha, yo: pdf_yo, ig: pdf_ig },
  "public-forms": {
    en: public_forms_en,
    pcm: public_forms_pcm,
    ha: public_forms_ha,
    yo: public_forms_yo,
    ig: public_forms_ig,
  },
  services: {
    en: services_en,
    pcm: services_pcm,
    ha: services_ha,
    yo: services_yo,
    ig: services_ig,
  },
  settings: {
    en: settings_en,
    pcm: settings_pcm,
    ha: settings_ha,
    yo: settings_yo,
    ig: settings_ig,
  },
  "site-sections": {
    en: site_sections_en,
    pcm: site_sections_pcm,
    ha: site_sections_ha,
    yo: site_sections_yo,
    ig: site_sections_ig,
  },
  sms: { en: sms_en, pcm: sms_pcm, ha: sms_ha, yo: sms_yo, ig: sms_ig },
  training: {
    en: training_en,
    pcm: training_pcm,
    ha: training_ha,
    yo: training_yo,
    ig: training_ig,
  },
  ui: { en: ui_en, pcm: ui_pcm, ha: ui_ha, yo: ui_yo, ig: ui_ig },
  validation: {
    en: validation_en,
    pcm: validation_pcm,
    ha: validation_ha,
    yo: validation_yo,
    ig: validation_ig,
  },
};
