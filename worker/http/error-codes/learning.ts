// Learning: courses, lessons and quizzes.
import { MAX_QUIZ_ATTEMPTS_PER_DAY } from "../../domain";

export const LEARNING_ERRORS = {
  course_not_found: "Course not found",
  lesson_not_found: "Lesson not found",
  lesson_sign_in_required: "Sign in to read this lesson",
  quiz_not_found: "This course has no quiz",
  answer_all_questions: "Answer all the questions",
  answer_not_an_option: "An answer is not one of the options",
  not_an_option: "Not one of the options",
  quiz_answer_invalid: "Each answer must be an option number",
  quiz_attempt_invalid: "This quiz page is out of date: open the quiz again and answer it",
  too_many_answers: "Too many answers",
  quiz_attempts_used: `You have used today's ${MAX_QUIZ_ATTEMPTS_PER_DAY} quiz attempts for this course. Read the lessons and try again tomorrow.`,
} as const;
