/** In-app notifications, stored in the learner's language when they are created. */
const en = {
  yourCourse: "your course",
  courseComplete: {
    title: "Course Complete",
    message: "Congratulations! You completed {course}.",
  },
  certificateReady: {
    title: "Certificate Ready",
    message: "Your certificate for {course} is ready to download.",
  },
  quizPassed: {
    title: "Quiz passed",
    message: "You passed {quiz} with {score}%.",
  },
  enrolled: {
    title: "You're enrolled in {course}",
    message:
      "Start with the first lesson whenever you are ready: your progress is saved as you watch.",
  },
  paidEnrolled: {
    title: "You're enrolled in {course}",
    message: "Your payment was received. Start with the first lesson whenever you are ready.",
  },
  refunded: {
    title: "Refund for {course}",
    message:
      "Your payment was refunded and your access to the course has ended. Banks usually take a few working days to show it.",
  },
  consultation: {
    on: " on {date}",
    at: " at {time}",
    confirmed: {
      title: "Consultation confirmed",
      message:
        "Your {plan} consultation{when} is confirmed. Our expert will contact you before the session.",
    },
    completed: {
      title: "Consultation completed",
      message:
        "Your {plan} consultation is marked as completed. Thank you for choosing us: book a follow-up whenever you need more advice.",
    },
    cancelled: {
      title: "Consultation cancelled",
      message:
        "Your {plan} consultation request{when} has been cancelled. Contact us or book again if you still need advice.",
    },
    updated: {
      title: "Consultation updated",
      message: "Your {plan} consultation request is now {status}.",
    },
  },
} as const;

export default en;
