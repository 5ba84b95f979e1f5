/// The exit statuses of the contract: 0 ok, 1 problems in the inputs (or stale with --check), 2 usage.
package enum ExitStatus: Int32 {
  case success = 0
  case failure = 1
  case usage = 2
}
