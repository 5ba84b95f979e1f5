#import <Foundation/Foundation.h>
#import "Texts.h"

int main(int argc, const char *argv[]) {
  NSAutoreleasePool *pool = [NSAutoreleasePool new];
  NSEnumerator *each = [texts(3, @"Ana", [NSBundle mainBundle]) objectEnumerator];
  NSString *text;
  while ((text = [each nextObject])) printf("%s\n", [text UTF8String]);
  [pool drain];
  return 0;
}
